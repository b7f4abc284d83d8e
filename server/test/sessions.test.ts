/**
 * Sessions end when they should: logout always revokes (lapsed licence, empty or broken body),
 * refresh rotates the token with a short grace, and a session has an absolute life.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { sessions, tenants } from '../src/db/schema';
import { createTestContext, type TestContext } from './helper';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('sessions', () => {
  let t: TestContext;
  before(async () => {
    // No principal cache: the tests move session rows under the app's feet.
    t = await createTestContext({ authCacheMs: 0 });
  });
  after(() => t.close());

  const me = async (token: string) => (await t.call(token, 'GET', '/api/merchant/users/me')).status;
  const refresh = (token: string) =>
    t.call(token, 'POST', '/api/merchant/user-management', { action: 'refresh_token' });
  const setLicence = (tenantId: number, msFromNow: number) =>
    t.database.db
      .update(tenants)
      .set({ licenceExpiresAt: new Date(Date.now() + msFromNow).toISOString() })
      .where(eq(tenants.id, tenantId));

  it('logout of a tenant whose licence lapsed revokes the session (both logout paths)', async () => {
    const first = await t.login('admin@acme.local');
    const second = await t.login('admin@acme.local');
    await setLicence(2, -1000);
    try {
      assert.equal((await t.call(first, 'POST', '/api/merchant/users/logout')).status, 204);
      const viaAction = await t.call(second, 'POST', '/api/merchant/user-management', { action: 'logout' });
      assert.equal(viaAction.status, 204);
      // Refresh is not logout: it still answers 402.
      const third = await (async () => {
        await setLicence(2, 86_400_000);
        const token = await t.login('admin@acme.local');
        await setLicence(2, -1000);
        return token;
      })();
      const refused = await refresh(third);
      assert.equal(refused.status, 402);
      assert.equal(refused.body.code, 'LICENCE_EXPIRED');
    } finally {
      await setLicence(2, 86_400_000);
    }
    assert.equal(await me(first), 401);
    assert.equal(await me(second), 401);
  });

  it('logout with an empty JSON body, a broken, large or mistyped body still revokes', async () => {
    const bodies: { payload: string; type?: string }[] = [
      { payload: '', type: 'application/json' },
      { payload: '{', type: 'application/json' },
      { payload: 'null', type: 'application/json' },
      { payload: 'bye', type: 'text/plain' },
      { payload: '' },
      // Past the logout's own body limit (64 KB) and past the API's (1 MB): still a logout.
      { payload: JSON.stringify({ pad: 'x'.repeat(100_000) }), type: 'application/json' },
      { payload: 'x'.repeat(2_000_000), type: 'text/plain' },
      // A content type the HTTP layer cannot parse at all.
      { payload: '{}', type: ';;;' },
      { payload: '{}', type: 'application/json; charset=utf-16' },
    ];
    for (const body of bodies) {
      const token = await t.login('viewer@demo.local');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/merchant/users/logout',
        headers: { authorization: `Bearer ${token}`, ...(body.type ? { 'content-type': body.type } : {}) },
        payload: body.payload,
      });
      const what = JSON.stringify({ ...body, payload: body.payload.slice(0, 20) });
      assert.equal(res.statusCode, 204, what);
      assert.equal(await me(token), 401, what);
    }
  });

  it('refresh rotates: the old token works only within the grace, the new one keeps working', async () => {
    const old = await t.login('ops@demo.local');
    const res = await refresh(old);
    assert.equal(res.status, 200);
    const fresh = res.body.data.refresh_token as string;
    assert.notEqual(claimsOf(fresh).jti, claimsOf(old).jti);
    assert.equal(claimsOf(fresh).sid, claimsOf(old).sid);
    assert.equal(await me(old), 200, 'within the grace a request in flight with the old token passes');
    assert.equal(await me(fresh), 200);

    // A second tab refreshing with the old token inside the grace gets the current token back.
    const again = await refresh(old);
    assert.equal(again.status, 200);
    assert.equal(claimsOf(again.body.data.refresh_token).jti, claimsOf(fresh).jti);
    assert.equal(await me(fresh), 200, 'a late refresh with the old token does not rotate the new one away');

    // The grace ends.
    await t.database.db
      .update(sessions)
      .set({ previousValidUntil: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, claimsOf(old).sid));
    assert.equal(await me(old), 401);
    assert.equal((await refresh(old)).status, 401);
    assert.equal(await me(fresh), 200);
  });

  it('refresh after the session’s absolute life is refused, and no token outlives it', async () => {
    const token = await t.login('viewer@demo.local');
    const sid = claimsOf(token).sid as string;
    // Five days in (the default life is 7): the new token ends with the session, not 23 h later.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - (7 * 24 - 2) * 3600_000).toISOString() })
      .where(eq(sessions.id, sid));
    const near = await refresh(token);
    assert.equal(near.status, 200);
    const expiresIn = Date.parse(near.body.data.expires_at) - Date.now();
    assert.ok(
      expiresIn <= 2 * 3600_000 + 5000 && expiresIn > 3600_000,
      `token ends with the session (${expiresIn} ms)`,
    );

    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600_000).toISOString() })
      .where(eq(sessions.id, sid));
    const late = await refresh(near.body.data.refresh_token);
    assert.equal(late.status, 401);
    assert.equal(late.body.code, 'SESSION_EXPIRED');
    assert.match(late.body.message, /sign in again/);
  });
});

describe('SESSION_MAX_DAYS shorter than a token life', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestContext({ sessionMaxDays: 1, tokenTtlSeconds: 3 * 86_400 });
  });
  after(() => t.close());

  it('caps the login token at the session’s end', async () => {
    const res = await t.call(null, 'POST', '/api/merchant/users/login', {
      email: 'admin@demo.local',
      password: 'Admin@123',
    });
    assert.equal(res.status, 200);
    const life = Date.parse(res.body.expiresAt) - Date.now();
    assert.ok(life <= 86_400_000 && life > 86_400_000 - 60_000, `token life ${life} ms`);
  });
});
