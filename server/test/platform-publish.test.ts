/**
 * Publishing from a pipeline: a deploy token of the remote, a real HTTP server serving the builds,
 * and every refusal (each a 4xx that says why, nothing written). The fetch limit is injected
 * (1.5 s, not 5), and the slow build answers only when the test ends, so it cannot answer in time.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from './helper';
import { buildServer, closedPort, counts, PLATFORM_LOGIN } from './platform-fixtures';

describe('publishing a remote version', () => {
  let t: TestContext;
  let builds: Awaited<ReturnType<typeof buildServer>>;
  let platform: string;
  let adminToken: string;
  let peopleToken: string;
  const publish = (token: string | null, remote: string, body: unknown) =>
    t.call(null, 'POST', `/api/platform/remotes/${remote}/versions`, body, token ? { 'x-deploy-token': token } : {});
  const issue = async (remote: string, name: string) => {
    const res = await t.call(platform, 'POST', '/api/platform/deploy-tokens', { remote, name });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.match(res.body.data.token, /^dpl_/);
    return res.body.data as { id: number; token: string };
  };

  before(async () => {
    builds = await buildServer();
    t = await createTestContext({ publishFetchTimeoutMs: 1500, hostSharedVersion: '1.7.0' });
    platform = await t.login(PLATFORM_LOGIN);
    adminToken = (await issue('remote-admin', 'admin pipeline')).token;
    peopleToken = (await issue('remote-people', 'people pipeline')).token;
  });
  after(async () => {
    await t.close();
    await builds.close();
  });

  it('accepts a good build: the version is available, current as the remote’s first, and audited', async () => {
    const res = await publish(adminToken, 'remote-admin', {
      version: '2.0.0',
      manifest_url: builds.url('good', 'remote-admin', '2.0.0'),
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.data.status, 'available');
    assert.equal(res.body.data.published_by, 'admin pipeline');
    assert.equal(res.body.data.shared_range, '^1.0.0');
    const remotes = await t.call(platform, 'GET', '/api/platform/remotes');
    const admin = remotes.body.data.find((r: { name: string }) => r.name === 'remote-admin');
    assert.equal(admin.current, '2.0.0');
    assert.deepEqual(
      admin.versions.map((v: { version: string }) => v.version),
      ['2.0.0'],
    );
    const audit = await t.call(platform, 'POST', '/api/merchant/audit/list', { entity: 'remote_version' });
    assert.equal(audit.status, 200);
    assert.equal(audit.body.data[0].action, 'publish');
    assert.equal(audit.body.data[0].entity_id, 'remote-admin@2.0.0');
    const tokens = await t.call(platform, 'GET', '/api/platform/deploy-tokens');
    assert.ok(tokens.body.data.find((k: { name: string }) => k.name === 'admin pipeline').last_used_at);
  });

  const refusals: [string, () => Promise<{ version: string; manifest_url: string }>, number, RegExp][] = [
    [
      'not semver',
      async () => ({ version: '2.1', manifest_url: builds.url('good', 'remote-admin', '2.1') }),
      400,
      /"2\.1" is not a semantic version/,
    ],
    [
      'a version that exists',
      async () => ({ version: '2.0.0', manifest_url: builds.url('good', 'remote-admin', '2.0.0') }),
      409,
      /remote-admin 2\.0\.0 is published already/,
    ],
    [
      'not http(s)',
      async () => ({ version: '2.1.0', manifest_url: 'ftp://cdn.example.in/mf-manifest.json' }),
      400,
      /must be an http\(s\) URL/,
    ],
    [
      'unreachable',
      async () => ({ version: '2.1.0', manifest_url: `http://127.0.0.1:${await closedPort()}/mf-manifest.json` }),
      422,
      /could not be fetched \(ECONNREFUSED\)/,
    ],
    [
      'a host builds are not published from',
      async () => ({ version: '2.1.0', manifest_url: 'http://169.254.169.254/latest/mf-manifest.json' }),
      422,
      /is on 169\.254\.169\.254, which is not one of the hosts builds are published from \(PUBLISH_ALLOWED_HOSTS\)/,
    ],
    [
      'a redirect',
      async () => ({ version: '2.1.0', manifest_url: builds.url('moved', 'remote-admin', '2.1.0') }),
      422,
      /answered a redirect \(HTTP 302\): publish the URL the file is served at/,
    ],
    [
      'slow',
      async () => ({ version: '2.1.0', manifest_url: builds.url('slow', 'remote-admin', '2.1.0') }),
      422,
      /did not answer within 1\.5 s/,
    ],
    [
      'not JSON',
      async () => ({ version: '2.1.0', manifest_url: builds.url('text', 'remote-admin', '2.1.0') }),
      422,
      /The manifest at .* is not JSON/,
    ],
    [
      'over 1 MB',
      async () => ({ version: '2.1.0', manifest_url: builds.url('big', 'remote-admin', '2.1.0') }),
      422,
      /is larger than 1 MB/,
    ],
    [
      'not a federation manifest',
      async () => ({ version: '2.1.0', manifest_url: builds.url('not-federation', 'remote-admin', '2.1.0') }),
      422,
      /not a Module Federation manifest/,
    ],
    [
      'no console-remote.json',
      async () => ({ version: '2.1.0', manifest_url: builds.url('missing-info', 'remote-admin', '2.1.0') }),
      422,
      /console-remote\.json at .* answered HTTP 404/,
    ],
    [
      'a shared range the host cannot satisfy',
      async () => ({ version: '2.1.0', manifest_url: builds.url('range', 'remote-admin', '2.1.0') }),
      422,
      /needs @console\/shared \^9\.0\.0, but the host has 1\.7\.0/,
    ],
    [
      'a path the host does not know',
      async () => ({ version: '2.1.0', manifest_url: builds.url('unknown-path', 'remote-admin', '2.1.0') }),
      422,
      /serves \/not-in-the-table, which the host's route table does not give to remote-admin/,
    ],
    [
      'a build of another version',
      async () => ({ version: '2.1.0', manifest_url: builds.url('good', 'remote-admin', '2.2.0') }),
      422,
      /says version "2\.2\.0", but 2\.1\.0 is being published/,
    ],
  ];
  for (const [name, body, status, message] of refusals) {
    it(`refuses ${name} with ${status}, writing nothing`, async () => {
      const before = await counts(t);
      const res = await publish(adminToken, 'remote-admin', await body());
      assert.equal(res.status, status, JSON.stringify(res.body));
      assert.match(res.body.message, message);
      assert.equal(await counts(t), before);
    });
  }

  it('lets a slow build’s request go once it gives up (the server held it unanswered)', () => {
    assert.ok(builds.held() >= 1);
  });

  it('refuses a token of another remote with 403, and no token or an unknown one with 401', async () => {
    const before = await counts(t);
    const body = { version: '2.1.0', manifest_url: builds.url('good', 'remote-admin', '2.1.0') };
    const other = await publish(peopleToken, 'remote-admin', body);
    assert.equal(other.status, 403);
    assert.equal(other.body.message, 'This deploy token publishes remote-people, not remote-admin.');
    for (const token of [null, 'dpl_unknown', 'not-a-token']) {
      const res = await publish(token, 'remote-admin', body);
      assert.equal(res.status, 401);
      assert.equal(res.body.message, 'A valid deploy token is needed.');
    }
    // A person's bearer token is no deploy token.
    const person = await t.call(platform, 'POST', '/api/platform/remotes/remote-admin/versions', body);
    assert.equal(person.status, 401);
    assert.equal(await counts(t), before);
  });

  it('refuses a revoked token with 401 at once', async () => {
    const { id, token } = await issue('remote-admin', 'short-lived');
    const body = { version: '2.2.0', manifest_url: builds.url('good', 'remote-admin', '2.2.0') };
    assert.equal((await t.call(platform, 'DELETE', `/api/platform/deploy-tokens/${id}`)).status, 204);
    const res = await publish(token, 'remote-admin', body);
    assert.equal(res.status, 401);
    assert.equal((await t.call(platform, 'DELETE', `/api/platform/deploy-tokens/${id}`)).status, 404);
    const listed = await t.call(platform, 'GET', '/api/platform/deploy-tokens');
    assert.ok(listed.body.data.find((k: { id: number }) => k.id === id).revoked_at);
    assert.equal(JSON.stringify(listed.body).includes(token), false, 'the token is shown only once');
  });

  it('refuses a tenant’s token on every platform route with 403', async () => {
    const admin = await t.login('admin@demo.local');
    for (const [method, url, body] of [
      ['GET', '/api/platform/tenants', undefined],
      ['GET', '/api/platform/remotes', undefined],
      ['GET', '/api/platform/remotes/health', undefined],
      ['POST', '/api/platform/deploy-tokens', { remote: 'remote-admin', name: 'mine' }],
      ['POST', '/api/platform/remotes/remote-admin/rollback', {}],
      ['PUT', '/api/platform/tenants/1/remotes/remote-admin', { enabled: true, pin: '*' }],
    ] as const) {
      const res = await t.call(admin, method, url, body);
      assert.equal(res.status, 403, `${method} ${url}`);
      assert.equal(res.body.message, 'Only platform operators may do this.');
    }
  });
});
