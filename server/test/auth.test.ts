import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { tenants, users } from '../src/db/schema';
import { TokenSigner } from '../src/lib/tokens';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from './helper';

describe('sign-in, tokens and sessions', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestContext();
  });
  after(() => t.close());

  it('answers a login with token, expiresAt and the user with role and permissions', async () => {
    const res = await t.call(null, 'POST', '/api/merchant/users/login', {
      email: 'ops@demo.local',
      password: 'Ops@12345',
    });
    assert.equal(res.status, 200);
    assert.match(res.body.token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    const ttl = Date.parse(res.body.expiresAt) - Date.now();
    assert.ok(Math.abs(ttl - 23 * 3600 * 1000) < 60_000, 'token life is 23 h');
    assert.deepEqual(Object.keys(res.body.data).sort(), [
      'Role',
      'email',
      'first_name',
      'id',
      'last_name',
      'module_id',
    ]);
    assert.equal(res.body.data.module_id, 1);
    assert.equal(res.body.data.Role.role_code, 'ROLE_OPERATIONS');
    assert.deepEqual(res.body.data.Role.permissions, [
      'PERM_VIEW_CUSTOMER_LIST',
      'PERM_VIEW_CUSTOMER_GROUP_LIST',
      'PERM_VIEW_WALLET_LIST',
      'PERM_VIEW_TRANSACTION_LIST',
    ]);
  });

  it('accepts the e-mail in any case', async () => {
    const res = await t.call(null, 'POST', '/api/merchant/users/login', {
      email: 'Admin@Demo.Local',
      password: 'Admin@123',
    });
    assert.equal(res.status, 200);
  });

  it('refuses a bad password or an unknown e-mail with 401 and the same message', async () => {
    const bad = await t.call(null, 'POST', '/api/merchant/users/login', {
      email: 'admin@demo.local',
      password: 'nope',
    });
    const unknown = await t.call(null, 'POST', '/api/merchant/users/login', {
      email: 'ghost@demo.local',
      password: 'nope',
    });
    assert.equal(bad.status, 401);
    assert.equal(unknown.status, 401);
    assert.equal(bad.body.message, 'Invalid email or password.');
    assert.equal(unknown.body.message, bad.body.message);
  });

  it('answers 401 "token expired." for an expired token', async () => {
    const fresh = await t.login('admin@demo.local');
    const claims = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString());
    const expired = await new TokenSigner(TEST_JWT_SECRET).sign(
      { userId: Number(claims.sub), tenantId: claims.tid, sessionId: claims.sid, tokenId: claims.jti },
      new Date(Date.now() - 1000),
    );
    const res = await t.call(expired, 'POST', '/api/merchant/users/list', {});
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, { message: 'token expired.', code: 'TOKEN_EXPIRED' });
  });

  it('refuses a token signed with another key or another algorithm', async () => {
    const forged = await new TokenSigner('another-secret-another-secret-another-secret').sign(
      {
        userId: 1,
        tenantId: 1,
        sessionId: '00000000-0000-4000-8000-000000000000',
        tokenId: '00000000-0000-4000-8000-000000000001',
      },
      new Date(Date.now() + 60_000),
    );
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1","tid":1}').toString('base64url')}.`;
    for (const token of [forged, none, 'garbage']) {
      const res = await t.call(token, 'POST', '/api/merchant/users/list', {});
      assert.equal(res.status, 401);
      assert.equal(res.body.message, 'Invalid token.');
    }
    const missing = await t.call(null, 'POST', '/api/merchant/users/list', {});
    assert.equal(missing.status, 401);
    assert.equal(missing.body.message, 'Authentication required.');
  });

  it('refreshes on the user-management path and the new token works', async () => {
    const token = await t.login('viewer@demo.local');
    const res = await t.call(token, 'POST', '/api/merchant/user-management', { action: 'refresh_token' });
    assert.equal(res.status, 200);
    assert.ok(res.body.data.refresh_token);
    assert.ok(Date.parse(res.body.data.expires_at) > Date.now() + 22 * 3600 * 1000);
    const me = await t.call(res.body.data.refresh_token, 'GET', '/api/merchant/users/me');
    assert.equal(me.status, 200);
    assert.equal(me.body.data.email, 'viewer@demo.local');
  });

  it('logout revokes the token and every refresh of it', async () => {
    const token = await t.login('viewer@demo.local');
    const refreshed = (await t.call(token, 'POST', '/api/merchant/user-management', { action: 'refresh_token' })).body
      .data.refresh_token as string;
    const out = await t.call(token, 'POST', '/api/merchant/users/logout');
    assert.equal(out.status, 204);
    for (const tk of [token, refreshed]) {
      const res = await t.call(tk, 'GET', '/api/merchant/users/me');
      assert.equal(res.status, 401);
      const again = await t.call(tk, 'POST', '/api/merchant/user-management', { action: 'refresh_token' });
      assert.equal(again.status, 401);
    }
  });

  it('answers 402 with the role-dependent licence message once the licence has expired', async () => {
    const lapsed = await t.call(null, 'POST', '/api/merchant/users/login', {
      email: 'admin@lapsed.local',
      password: 'Admin@123',
    });
    assert.equal(lapsed.status, 402);
    assert.equal(
      lapsed.body.message,
      'Your License has expired, Please contact your Integration Admin or Integration Partner to renew the license.',
    );
    assert.equal(lapsed.body.role_code, 'ROLE_COMPANY_ADMIN');

    // A signed-in user of tenant 2 whose licence lapses mid-session: the next call is a 402.
    const token = await t.login('admin@acme.local');
    await t.database.db
      .update(tenants)
      .set({ licenceExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(tenants.id, 2));
    try {
      const res = await t.call(token, 'POST', '/api/merchant/users/list', {});
      assert.equal(res.status, 402);
      assert.equal(res.body.code, 'LICENCE_EXPIRED');
    } finally {
      await t.database.db
        .update(tenants)
        .set({ licenceExpiresAt: new Date(Date.now() + 86_400_000).toISOString() })
        .where(eq(tenants.id, 2));
    }
  });

  it('names the Company Admin in the licence message for other roles', async () => {
    const token = await t.login('ops@demo.local');
    await t.database.db
      .update(tenants)
      .set({ licenceExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(tenants.id, 1));
    try {
      const res = await t.call(token, 'GET', '/api/merchant/console/registry');
      assert.equal(res.status, 402);
      assert.equal(
        res.body.message,
        'Your License has expired, Please contact your Company Admin to renew the license.',
      );
    } finally {
      await t.database.db
        .update(tenants)
        .set({ licenceExpiresAt: new Date(Date.now() + 86_400_000).toISOString() })
        .where(eq(tenants.id, 1));
    }
  });

  it('refuses a deactivated user at login and on their open session', async () => {
    const token = await t.login('viewer@demo.local');
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.email, 'viewer@demo.local'));
    try {
      const login = await t.call(null, 'POST', '/api/merchant/users/login', {
        email: 'viewer@demo.local',
        password: 'Viewer@123',
      });
      assert.equal(login.status, 401);
      assert.match(login.body.message, /inactive/);
      const call = await t.call(token, 'GET', '/api/merchant/users/me');
      assert.equal(call.status, 401);
    } finally {
      await t.database.db.update(users).set({ status: 1 }).where(eq(users.email, 'viewer@demo.local'));
    }
  });
});
