import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteInfo, routePaths } from '../../build/remote-info.mjs';

/** The build's reading of a remote's routes.tsx (console-remote.json), on a file written here. */
describe('the paths a remote build lists', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'remote-info-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const routesFile = (text: string) => {
    const file = path.join(dir, 'routes.tsx');
    writeFileSync(file, text);
    return file;
  };

  test('are the keys of `export const routes`, in order, through a type assertion; a computed key fails', () => {
    const file = routesFile(`
      const list = () => import('./list');
      const routes2 = { '/not-this': list };
      export const prefetch = { '/prefetched': () => null };
      export const routes = ({
        // a comment
        '/users-list': list,
        "/user/:id": list,
        [\`/plain\`]: list,
      }) satisfies Record<string, unknown>;
    `);
    expect(() => routePaths(file)).toThrow(/routes' keys are written out/);
    writeFileSync(file, `export const routes = ({ '/users-list': a, "/user/:id": b, '/plain': c }) as Routes;`);
    expect(routePaths(file)).toEqual(['/users-list', '/user/:id', '/plain']);
  });

  test('fail the build on a spread or a computed key, naming the line', () => {
    const file = routesFile(`const more = {};\nexport const routes = {\n  '/a': a,\n  ...more,\n};\n`);
    expect(() => routePaths(file)).toThrow(
      `${file}:4: routes' keys are written out ('/path': loader), so the build can list the paths it serves; found \`...more\`.`,
    );
  });

  test('fail the build when there is no exported routes object', () => {
    const file = routesFile(`const routes = { '/a': a };\nexport default routes;\n`);
    expect(() => routePaths(file)).toThrow(`${file} has no \`export const routes = { '/path': loader, … }\`.`);
  });

  test('carry the name, REMOTE_VERSION or the package version, and the declared @console/shared range', () => {
    const file = routesFile(`export const routes = { '/a': a };`);
    const appPackage = { version: '1.0.0', dependencies: { '@console/shared': 'workspace:^1.7.0' } };
    expect(remoteInfo({ name: 'remote-admin', appPackage, routesFile: file, env: {} })).toEqual({
      name: 'remote-admin',
      version: '1.0.0',
      shared: { '@console/shared': '^1.7.0' },
      paths: ['/a'],
    });
    expect(
      remoteInfo({ name: 'remote-admin', appPackage, routesFile: file, env: { REMOTE_VERSION: '2.0.0' } }).version,
    ).toBe('2.0.0');
  });
});
