/**
 * The registry per tenant from the platform's releases, for every combination: following current,
 * pinned to an available, a withdrawn or an unknown version, not enabled, switched off; and the
 * changes that move it (make current, roll out, roll back, withdraw, the kill switch), each
 * refusal writing nothing, each change audited in tenant 0 and in the tenant it touched.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { tenants } from '../src/db/schema';
import { createTestContext, type TestContext } from './helper';
import { counts, PLATFORM_LOGIN, publishDirect } from './platform-fixtures';

const ADMIN = 'remote-admin';

describe('the registry per tenant, from the platform', () => {
  let t: TestContext;
  let platform: string;
  const tokens = new Map<number, string>();
  const gets = async (tenantId: number) => {
    const res = await t.call(tokens.get(tenantId)!, 'GET', '/api/merchant/console/registry');
    assert.equal(res.status, 200);
    return Object.fromEntries(res.body.data.remotes.map((r: { name: string; version: string }) => [r.name, r.version]));
  };
  const pin = (tenantId: number, remotes: Record<string, string>) =>
    t.database.db.update(tenants).set({ remotes }).where(eq(tenants.id, tenantId));
  const post = (path: string, body: unknown = {}) =>
    t.call(platform, 'POST', `/api/platform/remotes/${ADMIN}${path}`, body);

  before(async () => {
    t = await createTestContext();
    platform = await t.login(PLATFORM_LOGIN);
    tokens.set(1, await t.login('admin@demo.local'));
    tokens.set(2, await t.login('admin@acme.local'));
    tokens.set(0, platform);
    await publishDirect(t, ADMIN, ['1.0.0', '1.1.0', '1.2.0']);
    await publishDirect(t, 'remote-people', ['3.0.0']);
  });
  after(() => t.close());
  beforeEach(async () => {
    await pin(1, { [ADMIN]: '*', 'remote-people': '*' });
    await pin(2, { [ADMIN]: '*', 'remote-people': '*' });
  });

  it('follows current with *, holds an available pin, and leaves out a remote not enabled or never released', async () => {
    await pin(2, { [ADMIN]: '1.1.0' });
    assert.deepEqual(await gets(1), { 'remote-people': '3.0.0', [ADMIN]: '1.0.0' });
    assert.deepEqual(await gets(2), { [ADMIN]: '1.1.0' });
    assert.deepEqual(await gets(0), { [ADMIN]: '1.0.0' });
    const listed = await t.call(platform, 'GET', '/api/platform/tenants');
    assert.deepEqual(
      listed.body.data.map((x: { id: number }) => x.id),
      [1, 2, 3],
      'tenant 0 is not listed',
    );
    const acme = listed.body.data[1].remotes.find((r: { name: string }) => r.name === ADMIN);
    assert.deepEqual(acme, { name: ADMIN, enabled: true, pin: '1.1.0', gets: '1.1.0', before: null });
    const touch = listed.body.data[1].remotes.find((r: { name: string }) => r.name === 'remote-touchpoints');
    assert.deepEqual(touch, { name: 'remote-touchpoints', enabled: false, pin: null, gets: null, before: null });
  });

  it('gives current for a pin to an unknown version', async () => {
    await pin(2, { [ADMIN]: '7.7.7' });
    assert.deepEqual(await gets(2), { [ADMIN]: '1.0.0' });
  });

  it('sets a pin through the API, refusing a withdrawn or unknown version with 422', async () => {
    const put = (body: unknown) => t.call(platform, 'PUT', `/api/platform/tenants/2/remotes/${ADMIN}`, body);
    const res = await put({ enabled: true, pin: '1.2.0' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(await gets(2), { [ADMIN]: '1.2.0', 'remote-people': '3.0.0' });
    const row = res.body.data.remotes.find((r: { name: string }) => r.name === ADMIN);
    assert.deepEqual(row, { name: ADMIN, enabled: true, pin: '1.2.0', gets: '1.2.0', before: '1.0.0' });
    const before = await counts(t);
    const unknown = await put({ enabled: true, pin: '9.9.9' });
    assert.equal(unknown.status, 422);
    assert.match(unknown.body.message, /remote-admin 9\.9\.9 was never published/);
    assert.equal(await counts(t), before);
    const off = await put({ enabled: false, pin: '*' });
    assert.equal(off.status, 200);
    assert.deepEqual(await gets(2), { 'remote-people': '3.0.0' });
    // The tenant's own log tells it, and the platform's log has the change too.
    const own = await t.call(tokens.get(2)!, 'POST', '/api/merchant/audit/list', { entity: 'tenant_remote' });
    assert.deepEqual(
      own.body.data.slice(0, 2).map((e: { after: { pinned: string | null } }) => e.after.pinned),
      [null, '1.2.0'],
    );
    const mine = await t.call(platform, 'POST', '/api/merchant/audit/list', { entity: 'tenant_remote' });
    assert.ok(mine.body.data.length >= 2);
    assert.equal(
      (await t.call(tokens.get(1)!, 'POST', '/api/merchant/audit/list', { entity: 'tenant_remote' })).body.data.length,
      0,
    );
  });

  it('rolls out to a canary, makes it current (the pin ends), and rolls back', async () => {
    const rolled = await post('/rollout', { version: '1.1.0', tenant_ids: [2] });
    assert.equal(rolled.status, 200, JSON.stringify(rolled.body));
    assert.equal(rolled.body.data.versions.find((v: { version: string }) => v.version === '1.1.0').pinned_by, 1);
    assert.equal((await gets(1))[ADMIN], '1.0.0');
    assert.equal((await gets(2))[ADMIN], '1.1.0');
    const current = await post('/current', { version: '1.1.0' });
    assert.equal(current.status, 200);
    assert.deepEqual([current.body.data.current, current.body.data.previous], ['1.1.0', '1.0.0']);
    assert.equal((await gets(1))[ADMIN], '1.1.0');
    const [acme] = await t.database.db.select().from(tenants).where(eq(tenants.id, 2));
    assert.equal(acme!.remotes[ADMIN], '*', 'the canary follows current again');
    assert.equal(acme!.remotesBefore[ADMIN], '1.0.0');
    const back = await post('/rollback');
    assert.equal(back.status, 200);
    assert.deepEqual([back.body.data.current, back.body.data.previous], ['1.0.0', null]);
    assert.equal((await gets(1))[ADMIN], '1.0.0');
    assert.equal((await gets(2))[ADMIN], '1.0.0');
    const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.id, 1));
    assert.equal(demo!.remotesBefore[ADMIN], '1.1.0');
    const before = await counts(t);
    const again = await post('/rollback');
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'remote-admin has no previous version to roll back to.');
    assert.equal(await counts(t), before);
    const actions = await t.call(platform, 'POST', '/api/merchant/audit/list', { entity: 'remote' });
    assert.deepEqual(
      actions.body.data.slice(0, 3).map((e: { action: string }) => e.action),
      ['rollback', 'make_current', 'rollout'],
    );
  });

  it('withdraws a version: pinned tenants fall back to current and are told why; current cannot be withdrawn', async () => {
    await pin(2, { [ADMIN]: '1.2.0' });
    assert.equal((await gets(2))[ADMIN], '1.2.0');
    const before = await counts(t);
    const refused = await post('/versions/1.0.0/withdraw');
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /is the current version/);
    assert.equal(await counts(t), before);
    const res = await post('/versions/1.2.0/withdraw');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.versions.find((v: { version: string }) => v.version === '1.2.0').status, 'withdrawn');
    assert.equal((await gets(2))[ADMIN], '1.0.0');
    const own = await t.call(tokens.get(2)!, 'POST', '/api/merchant/audit/list', { action: 'withdraw' });
    assert.equal(own.body.data[0].after.reason, 'fell back to current: 1.2.0 was withdrawn');
    // A pin left on a withdrawn version (written before the withdrawal by another path) gets current.
    await pin(2, { [ADMIN]: '1.2.0' });
    assert.equal((await gets(2))[ADMIN], '1.0.0');
    const pinned = await t.call(platform, 'PUT', `/api/platform/tenants/2/remotes/${ADMIN}`, {
      enabled: true,
      pin: '1.2.0',
    });
    assert.equal(pinned.status, 422);
    assert.match(pinned.body.message, /was withdrawn/);
  });

  it('switches a remote off for every tenant, pinned or not, but not for the platform’s own console', async () => {
    await pin(2, { [ADMIN]: '1.1.0', 'remote-people': '*' });
    const off = await t.call(platform, 'PUT', `/api/platform/remotes/${ADMIN}/disabled`, { disabled: true });
    assert.equal(off.status, 200);
    assert.equal(off.body.data.disabled, true);
    assert.deepEqual(await gets(1), { 'remote-people': '3.0.0' });
    assert.deepEqual(await gets(2), { 'remote-people': '3.0.0' });
    assert.deepEqual(await gets(0), { [ADMIN]: '1.0.0' });
    const [acme] = await t.database.db.select().from(tenants).where(eq(tenants.id, 2));
    assert.equal(acme!.remotesBefore[ADMIN], '1.1.0');
    const on = await t.call(platform, 'PUT', `/api/platform/remotes/${ADMIN}/disabled`, { disabled: false });
    assert.equal(on.status, 200);
    assert.deepEqual(await gets(2), { 'remote-people': '3.0.0', [ADMIN]: '1.1.0' });
  });

  it('edits a tenant’s name, licence and words, audited in both logs', async () => {
    const res = await t.call(platform, 'PUT', '/api/platform/tenants/3', {
      licence_expires_at: '2030-01-01T00:00:00.000Z',
      labels: { customers: 'Members' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.data.labels, { customers: 'Members' });
    const lapsed = await t.login('admin@lapsed.local');
    const registry = await t.call(lapsed, 'GET', '/api/merchant/console/registry');
    assert.equal(registry.status, 200, 'the extended licence lets the tenant in');
    assert.equal(registry.body.data.labels.customers, 'Members');
    assert.equal((await t.call(platform, 'PUT', '/api/platform/tenants/99', { name: 'Nobody' })).status, 404);
    const audit = await t.database.db.execute(
      sql`select tenant_id from audit_log where entity = 'tenant' and entity_id = '3' order by tenant_id`,
    );
    assert.deepEqual(
      (audit as unknown as { rows: { tenant_id: number }[] }).rows.map((r) => r.tenant_id),
      [0, 3],
    );
  });
});

describe('the developer override (REMOTE_…_URL)', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestContext({
      remoteEnv: {
        REMOTE_ADMIN_URL: 'http://localhost:9104/mf-manifest.json',
        REMOTE_ADMIN_VERSION: '9.0.0',
        REMOTE_PEOPLE_URL: '',
      },
    });
    await publishDirect(t, ADMIN, ['1.0.0', '1.1.0']);
    await publishDirect(t, 'remote-people', ['3.0.0']);
    await t.database.db
      .update(tenants)
      .set({ remotes: { [ADMIN]: '1.1.0', 'remote-people': '*' } })
      .where(eq(tenants.id, 2));
  });
  after(() => t.close());

  it('stands in for the current version, keeps an available pin, and an empty value withdraws the remote', async () => {
    const registry = async (email: string) =>
      (await t.call(await t.login(email), 'GET', '/api/merchant/console/registry')).body.data.remotes;
    assert.deepEqual(await registry('admin@demo.local'), [
      { name: ADMIN, manifestUrl: 'http://localhost:9104/mf-manifest.json', version: '9.0.0' },
    ]);
    assert.deepEqual(
      (await registry('admin@acme.local')).map((r: { version: string }) => r.version),
      ['1.1.0'],
    );
    const remotes = await t.call(await t.login(PLATFORM_LOGIN), 'GET', '/api/platform/remotes');
    assert.deepEqual(remotes.body.data.find((r: { name: string }) => r.name === ADMIN).override, {
      version: '9.0.0',
      manifest_url: 'http://localhost:9104/mf-manifest.json',
    });
  });
});
