import { checkRemoteContract, type RemoteContractInput } from './remote-contract';

/** A manifest as the federation plugin writes it (trimmed to what the check reads). */
function manifest(name = 'remote_admin', exposes = ['./routes'], sharedRange = '^1.6.0') {
  return {
    id: name,
    name,
    metaData: { name, type: 'app', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [
      { id: `${name}:@console/shared`, name: '@console/shared', version: '1.6.0', requiredVersion: sharedRange },
    ],
    remotes: [],
    exposes: exposes.map((path) => ({ id: `${name}:${path.slice(2)}`, name: path.slice(2), path, assets: {} })),
  };
}

const info = (overrides: Record<string, unknown> = {}) => ({
  name: 'remote-admin',
  version: '2.0.0',
  shared: { '@console/shared': '^1.6.0' },
  paths: ['/users-list', '/user/:id'],
  ...overrides,
});

const input = (overrides: Partial<RemoteContractInput> = {}): RemoteContractInput => ({
  remote: 'remote-admin',
  version: '2.0.0',
  manifest: manifest(),
  info: info(),
  hostSharedVersion: '1.7.0',
  hostPaths: ['/users-list', '/user/:id', '/roles'],
  ...overrides,
});

describe('checkRemoteContract', () => {
  test('accepts a build whose manifest exposes ./routes, whose range the host satisfies and whose paths the host knows', () => {
    expect(checkRemoteContract(input())).toEqual([]);
  });

  test('refuses a version that is not semver', () => {
    expect(checkRemoteContract(input({ version: 'v2', info: info({ version: 'v2' }) }))).toEqual([
      '"v2" is not a semantic version: give one like 1.4.0.',
    ]);
    expect(checkRemoteContract(input({ version: 'v2.0.0', info: info({ version: 'v2.0.0' }) }))).toHaveLength(1);
  });

  test('refuses what is not a federation manifest, saying what to publish', () => {
    for (const bad of [
      null,
      'text',
      [],
      { exposes: [] },
      { metaData: {}, exposes: [] },
      { metaData: { remoteEntry: { name: 'x' } } },
    ]) {
      const refusals = checkRemoteContract(input({ manifest: bad }));
      expect(refusals).toEqual([
        "The manifest is not a Module Federation manifest (it needs metaData.remoteEntry and exposes): publish the URL of the mf-manifest.json in the remote's dist/.",
      ]);
    }
  });

  test('refuses a manifest that does not expose ./routes, naming what it exposes', () => {
    expect(checkRemoteContract(input({ manifest: manifest('remote_admin', ['./App']) }))).toEqual([
      'The manifest does not expose ./routes (it exposes ./App): a remote exposes its pages as ./routes; build it with the console’s webpack config (createConfig in shared/build/webpack.mjs).',
    ]);
  });

  test("refuses another remote's manifest", () => {
    expect(checkRemoteContract(input({ manifest: manifest('remote_people') }))).toEqual([
      'The manifest is the build of "remote_people", not of remote-admin (remote_admin): publish remote-admin\'s own mf-manifest.json.',
    ]);
  });

  test('refuses a @console/shared range the host cannot satisfy, saying to deploy the host first', () => {
    expect(checkRemoteContract(input({ info: info({ shared: { '@console/shared': '^1.8.0' } }) }))).toEqual([
      'remote-admin 2.0.0 needs @console/shared ^1.8.0, but the host has 1.7.0: deploy the host first, then publish this remote.',
    ]);
    // Said once when the manifest requires the range console-remote.json declares; its own when it differs.
    expect(checkRemoteContract(input({ hostSharedVersion: '2.0.0' }))).toEqual([
      'remote-admin 2.0.0 needs @console/shared ^1.6.0, but the host has 2.0.0: deploy the host first, then publish this remote.',
    ]);
    expect(checkRemoteContract(input({ manifest: manifest('remote_admin', ['./routes'], '^1.9.0') }))).toEqual([
      'The manifest requires @console/shared ^1.9.0, but the host has 1.7.0: deploy the host first, then publish this remote.',
    ]);
  });

  test('refuses a missing or invalid range', () => {
    for (const shared of [undefined, {}, { '@console/shared': 'workspace:*' }, { '@console/shared': 'soon' }]) {
      const [refusal, ...rest] = checkRemoteContract(input({ info: info({ shared }) }));
      expect(rest).toEqual([]);
      expect(refusal).toMatch(
        /^console-remote\.json gives no valid @console\/shared range \(.*\): declare "@console\/shared": "workspace:\^x\.y\.z"/,
      );
    }
  });

  test('refuses each path the host does not know, by its name', () => {
    expect(checkRemoteContract(input({ info: info({ paths: ['/users-list', '/secret', '/tenants'] }) }))).toEqual([
      "remote-admin serves /secret, which the host's route table does not give to remote-admin: add it to the route table (shared/src/contracts/route-table.ts), deploy the host, then publish.",
      "remote-admin serves /tenants, which the host's route table does not give to remote-admin: add it to the route table (shared/src/contracts/route-table.ts), deploy the host, then publish.",
    ]);
  });

  test('refuses contract files of another remote, of another version or without paths', () => {
    expect(checkRemoteContract(input({ info: info({ name: 'remote-people' }) }))).toEqual([
      'console-remote.json names "remote-people", not remote-admin: this is another remote\'s build; publish remote-admin\'s own.',
    ]);
    expect(checkRemoteContract(input({ info: info({ version: '1.0.0' }) }))).toEqual([
      'console-remote.json says version "1.0.0", but 2.0.0 is being published: build with REMOTE_VERSION=2.0.0, or publish the version that was built.',
    ]);
    expect(checkRemoteContract(input({ info: info({ paths: 'all' }) }))).toEqual([
      'console-remote.json gives no list of paths (each starting with /): build it with the console’s webpack config (createConfig in shared/build/webpack.mjs).',
    ]);
    expect(checkRemoteContract(input({ info: [] }))).toEqual([
      'console-remote.json is not a JSON object beside the manifest: build it with the console’s webpack config (createConfig in shared/build/webpack.mjs), which writes it.',
    ]);
  });

  test('gives every refusal at once', () => {
    expect(
      checkRemoteContract(
        input({ manifest: manifest('remote_admin', []), info: info({ version: '1.0.0', paths: ['/nope'] }) }),
      ),
    ).toHaveLength(3);
  });
});
