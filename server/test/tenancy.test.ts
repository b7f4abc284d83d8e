/** Every query is scoped to the caller's tenant: another tenant's record is a 404, never a leak. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { roles, users, wallets } from '../src/db/schema';
import { withDemoServer, type TestContext } from './helper';

describe('tenant isolation', () => {
  let t: TestContext, demo: string, acmeUserId: number, acmeRoleId: number, acmeWalletId: number;
  withDemoServer({ signIn: ['admin'] }, async (server) => {
    ({ t, admin: demo } = server);
    const db = t.database.db;
    acmeUserId = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@acme.local')))[0]!.id;
    acmeRoleId = (
      await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, 2), eq(roles.roleCode, 'ROLE_OPERATIONS')))
    )[0]!.id;
    acmeWalletId = (await db.select({ id: wallets.id }).from(wallets).where(eq(wallets.tenantId, 2)).limit(1))[0]!.id;
  });

  it('answers 404 for another tenant’s user on read, update and delete', async () => {
    const body = { first_name: 'X', last_name: 'Y', email: 'x@y.in', mobile: '9876543210', role_id: 1 };
    assert.equal((await t.call(demo, 'GET', `/api/merchant/users/${acmeUserId}`)).status, 404);
    assert.equal((await t.edit(demo, `/api/merchant/users/${acmeUserId}`, body)).status, 404);
    assert.equal((await t.call(demo, 'DELETE', `/api/merchant/users/${acmeUserId}`)).status, 404);
    const still = await t.database.db.select().from(users).where(eq(users.id, acmeUserId));
    assert.equal(still[0]!.deletedAt, null);
    assert.equal(still[0]!.firstName, 'Anita');
  });

  it('answers 404 for another tenant’s role', async () => {
    assert.equal((await t.call(demo, 'GET', `/api/merchant/roles/${acmeRoleId}`)).status, 404);
    assert.equal(
      (await t.edit(demo, `/api/merchant/roles/${acmeRoleId}`, { name: 'Hijack', permissions: [] })).status,
      404,
    );
    assert.equal((await t.call(demo, 'DELETE', `/api/merchant/roles/${acmeRoleId}`)).status, 404);
  });

  it('lists only the caller’s tenant', async () => {
    const list = await t.call(demo, 'POST', '/api/merchant/users/list', { limit: 100, search: 'acme' });
    assert.equal(list.body.pagination.total, 0);
    const rolesList = await t.call(demo, 'POST', '/api/merchant/roles/list', { limit: 100 });
    assert.ok(rolesList.body.data.every((r: { id: number }) => r.id !== acmeRoleId));
    const ledger = await t.call(demo, 'POST', '/api/customer/wallet/transaction-list', { wallet_id: acmeWalletId });
    assert.equal(ledger.body.pagination.total, 0);
    assert.deepEqual(ledger.body.data, []);
    const audit = await t.call(demo, 'POST', '/api/merchant/audit/list', { limit: 100 });
    assert.ok(audit.body.data.every((a: { user_email: string | null }) => !a.user_email?.endsWith('acme.local')));
  });

  it('cannot assign another tenant’s role', async () => {
    const res = await t.call(demo, 'POST', '/api/merchant/users', {
      first_name: 'Role',
      last_name: 'Thief',
      email: 'thief@demo.local',
      mobile: '9876543210',
      password: 'Quiet-Lantern-Harbor-58',
      role_id: acmeRoleId,
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'UNKNOWN_ROLE');
  });
});
