/**
 * CI's contract check of the built remotes (scripts/check-remotes.mjs), on dist/ folders written
 * here: a build the platform would accept passes, one it would refuse fails with the reason, and a
 * remote not built yet says so. Run by `pnpm test:scripts` (part of `pnpm test:unit`).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { checkBuiltRemotes } from './check-remotes.mjs';

/** What the build writes to dist/ (trimmed to what the check reads). */
function writeBuild(root, remote, info) {
  const dist = path.join(root, remote, 'dist');
  mkdirSync(dist, { recursive: true });
  const name = remote.replace(/-/g, '_');
  const manifest = {
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [{ name: '@console/shared', requiredVersion: info.shared['@console/shared'] }],
    exposes: [{ id: `${name}:routes`, name: 'routes', path: './routes' }],
  };
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'console-remote.json'), JSON.stringify({ name: remote, ...info }));
}

describe('the check of the built remotes', () => {
  let root;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'check-remotes-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("accepts builds the platform would publish, by the host's route table", () => {
    writeBuild(root, 'remote-admin', {
      version: '1.0.0',
      shared: { '@console/shared': '^1.7.0' },
      paths: ['/users-list', '/roles', '/platform/tenants'],
    });
    writeBuild(root, 'remote-people', {
      version: '1.2.0',
      shared: { '@console/shared': '^1.6.0' },
      paths: ['/customer-list'],
    });
    const results = checkBuiltRemotes({ root, remotes: ['remote-admin', 'remote-people'], hostSharedVersion: '1.7.0' });
    assert.deepEqual(results, [
      { remote: 'remote-admin', version: '1.0.0', refusals: [] },
      { remote: 'remote-people', version: '1.2.0', refusals: [] },
    ]);
  });

  it('refuses a build serving a path the host does not give it, or needing a newer @console/shared', () => {
    writeBuild(root, 'remote-people', {
      version: '1.0.0',
      shared: { '@console/shared': '^1.8.0' },
      paths: ['/customer-list', '/users-list'],
    });
    const [result] = checkBuiltRemotes({ root, remotes: ['remote-people'], hostSharedVersion: '1.7.0' });
    assert.deepEqual(result.refusals, [
      'remote-people 1.0.0 needs @console/shared ^1.8.0, but the host has 1.7.0: deploy the host first, then publish this remote.',
      "remote-people serves /users-list, which the host's route table does not give to remote-people: add it to the route table (shared/src/contracts/route-table.ts), deploy the host, then publish.",
    ]);
  });

  it('refuses a remote that is not built, or built before builds wrote console-remote.json', () => {
    writeBuild(root, 'remote-admin', { version: '1.0.0', shared: { '@console/shared': '^1.7.0' }, paths: [] });
    rmSync(path.join(root, 'remote-admin', 'dist', 'console-remote.json'));
    const results = checkBuiltRemotes({
      root,
      remotes: ['remote-admin', 'remote-touchpoints'],
      hostSharedVersion: '1.7.0',
    });
    assert.match(
      results[0].refusals[0],
      /remote-admin\/dist\/console-remote\.json is missing: run `pnpm build` first\.$/,
    );
    assert.deepEqual(results[1].refusals, [
      'remote-touchpoints/dist/mf-manifest.json is missing: run `pnpm build` first.',
      'remote-touchpoints/dist/console-remote.json is missing: run `pnpm build` first.',
    ]);
  });
});
