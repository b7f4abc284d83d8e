import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadRemoteDeployments, remoteOverrides } from '../src/services/platform/remotes/remote-config';
import { createTestContext, type TestContext } from './helper';

const dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
const file = path.join(dir, 'remotes.json');
writeFileSync(
  file,
  JSON.stringify({
    remotes: {
      'remote-admin': { manifestUrl: 'http://localhost:3004/mf-manifest.json', version: '1.0.0' },
      'remote-people': {
        current: '2.0.0',
        versions: {
          '1.0.0': 'https://cdn.example.in/people/1.0.0/mf-manifest.json',
          '2.0.0': 'https://cdn.example.in/people/2.0.0/mf-manifest.json',
        },
      },
    },
  }),
);

describe('remote registry', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestContext({ remotesConfigPath: file });
  });
  after(() => t.close());

  it('gives tenant 1 the default labels and the deployed remotes', async () => {
    const res = await t.call(await t.login('ops@demo.local'), 'GET', '/api/merchant/console/registry');
    assert.equal(res.status, 200);
    assert.equal(res.body.data.module_id, 1);
    assert.equal(res.body.data.labels.peopleSection, 'People Management');
    assert.equal(res.body.data.labels.transactionsSection, 'Transactions');
    assert.deepEqual(
      res.body.data.remotes.map((r: { name: string; version: string }) => `${r.name}@${r.version}`),
      ['remote-people@2.0.0', 'remote-admin@1.0.0'],
    );
  });

  it('gives tenant 2 its own words: Employees and Dispensed Products', async () => {
    const res = await t.call(await t.login('admin@acme.local'), 'GET', '/api/merchant/console/registry');
    assert.equal(res.body.data.labels.customers, 'Employees');
    assert.equal(res.body.data.labels.transactions, 'Dispensed Products');
    assert.equal(res.body.data.labels.peopleSection, 'Employees');
  });

  it('rides with the sign-in answer, the same as the registry answers', async () => {
    const login = await t.call(null, 'POST', '/api/merchant/users/login', {
      email: 'admin@acme.local',
      password: 'Admin@123',
    });
    assert.equal(login.status, 200);
    const registry = await t.call(login.body.token, 'GET', '/api/merchant/console/registry');
    assert.deepEqual(login.body.console, registry.body.data);
    assert.equal(login.body.console.labels.customers, 'Employees');
  });

  it('needs a signed-in caller', async () => {
    assert.equal((await t.call(null, 'GET', '/api/merchant/console/registry')).status, 401);
  });
});

describe('remote deployments from configuration', () => {
  it('lets an environment variable point a remote elsewhere, or withdraw it', () => {
    const env = {
      REMOTE_ADMIN_URL: 'https://cdn.example.in/admin/9/mf-manifest.json',
      REMOTE_ADMIN_VERSION: '9.0.0',
      REMOTE_PEOPLE_URL: '',
    };
    const deployments = loadRemoteDeployments(file, env);
    assert.deepEqual(deployments['remote-admin'], {
      current: '9.0.0',
      versions: {
        '1.0.0': 'http://localhost:3004/mf-manifest.json',
        '9.0.0': 'https://cdn.example.in/admin/9/mf-manifest.json',
      },
    });
    assert.equal(deployments['remote-people'], undefined);
    assert.deepEqual(remoteOverrides(env), {
      'remote-admin': { version: '9.0.0', manifestUrl: 'https://cdn.example.in/admin/9/mf-manifest.json' },
      'remote-people': null,
    });
  });

  it('reads several versions and a current one from the file', () => {
    const deployments = loadRemoteDeployments(file, {});
    assert.equal(deployments['remote-people']!.current, '2.0.0');
    assert.deepEqual(Object.keys(deployments['remote-people']!.versions), ['1.0.0', '2.0.0']);
    assert.deepEqual(remoteOverrides({}), {});
  });

  it('rejects a configuration with a bad URL', () => {
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ remotes: { 'remote-admin': { manifestUrl: 'javascript:alert(1)' } } }));
    assert.throws(() => loadRemoteDeployments(bad, {}), /invalid manifest URL/);
    assert.throws(() => loadRemoteDeployments(file, { REMOTE_ADMIN_URL: 'ftp://x' }), /http\(s\) URL/);
  });
});
