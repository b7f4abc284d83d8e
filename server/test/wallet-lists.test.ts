import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { withDemoServer, type TestContext } from './helper';
import {
  API,
  assertAllNotFound,
  assertLedgerIntact,
  ledgerOf,
  move,
  newCustomer,
  newWallet,
  one,
} from './people-fixtures';

const W = `${API}/wallet`;

describe('wallets: deletes, lists and tenants', () => {
  let t: TestContext, ops: string, acme: string;
  withDemoServer({ signIn: ['ops', 'acme'] }, (server) => ({ t, ops, acme } = server));

  it('refuses to delete a wallet with a balance; at zero it deletes softly and keeps the ledger', async () => {
    const c = await newCustomer(t, ops);
    const w = await newWallet(t, ops, { customer_id: c.id });
    await move(t, ops, w.id, 40.5);
    const refused = await t.call(ops, 'DELETE', `${W}/${w.id}`);
    assert.deepEqual(
      [refused.status, refused.body.message],
      [409, 'A wallet with a non-zero balance cannot be deleted.'],
    );

    await move(t, ops, w.id, -40.5);
    assert.equal((await t.call(ops, 'DELETE', `${W}/${w.id}`)).status, 204);
    assert.equal((await t.call(ops, 'GET', `${W}/${w.id}`)).status, 404);
    assert.equal((await t.call(ops, 'DELETE', `${W}/${w.id}`)).status, 404);
    const list = await t.call(ops, 'POST', `${W}/list`, { customer_id: c.id });
    assert.deepEqual(list.body.data, []);
    assert.deepEqual(await ledgerOf(t, w.id), [{ amount: '4050' }, { amount: '-4050' }]);
    // Money cannot reach a deleted wallet.
    const late = await t.call(ops, 'POST', `${W}/wallet-transaction`, { wallet_id: w.id, transaction_amount: 1 });
    assert.equal(late.status, 404);
    const audit = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_log where entity = 'wallet' and action = 'delete' and entity_id = ${String(w.id)}`,
    );
    assert.equal(audit.n, 1);
    await assertLedgerIntact(t);
  });

  it('lists with search by wallet name, customer name or mobile, filters and sort', async () => {
    const c = await newCustomer(t, ops, { first_name: 'Xavier', last_name: 'Wadia' });
    const d = await newCustomer(t, ops, { first_name: 'Yamini', last_name: 'Wadia', group_ids: [5] });
    const w1 = await newWallet(t, ops, { customer_id: c.id, name: 'Canteen Card' });
    const w2 = await newWallet(t, ops, {
      customer_id: c.id,
      name: 'Uniform Credit',
      type: 'postpaid',
      credit_limit: 100,
    });
    const w3 = await newWallet(t, ops, { customer_id: d.id, name: 'Canteen Card' });
    await move(t, ops, w1.id, 20);
    await move(t, ops, w3.id, 75);
    const list = (body: Record<string, unknown>) => t.call(ops, 'POST', `${W}/list`, body);
    const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((r) => r.id);

    const byCustomer = await list({ search: 'wadia' });
    assert.deepEqual(ids(byCustomer), [w3.id, w2.id, w1.id]);
    assert.equal(byCustomer.body.pagination.total, 3);
    assert.deepEqual(ids(await list({ search: 'xavier w' })), [w2.id, w1.id]);
    assert.deepEqual(ids(await list({ search: String(d.mobile) })), [w3.id]);
    assert.deepEqual(ids(await list({ search: 'uniform cred' })), [w2.id]);
    assert.deepEqual(ids(await list({ search: 'wadia', type: 'postpaid' })), [w2.id]);
    assert.deepEqual(ids(await list({ search: 'wadia', type: 'ALL', is_primary: true })), [w3.id, w1.id]);
    assert.deepEqual(ids(await list({ customer_id: c.id, sortBy: 'name' })), [w1.id, w2.id]);
    assert.deepEqual(ids(await list({ search: 'wadia', group_id: 5 })), [w3.id]);
    assert.deepEqual(ids(await list({ search: 'wadia', sortBy: 'amount', sortDir: 'DESC' })), [w3.id, w1.id, w2.id]);
    assert.deepEqual(ids(await list({ search: 'wadia', sortBy: 'customer_name' })), [w1.id, w2.id, w3.id]);
    const row = (await list({ search: String(d.mobile) })).body.data[0];
    assert.deepEqual(row, (await t.call(ops, 'GET', `${W}/${w3.id}`)).body.data);
    assert.equal(row.amount, 75);

    const bad = await list({ sortBy: 'credit_limit' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /sortBy must be one of: id, name, customer_name, amount, type, created_at/);
    const all = await list({ limit: 100 });
    assert.equal(all.body.data.length, 100);
    const { n } = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from wallets where tenant_id = 1 and deleted_at is null`,
    );
    assert.equal(all.body.pagination.total, n);
  });

  it('keeps tenants apart: another tenant’s wallet is a 404 and never listed', async () => {
    const c = await newCustomer(t, ops, { first_name: 'Privata', last_name: 'Wallet' });
    const w = await newWallet(t, ops, { customer_id: c.id });
    await move(t, ops, w.id, 5);
    await assertAllNotFound(
      t,
      acme,
      [
        ['GET', `${W}/${w.id}`],
        [
          'PUT',
          `${W}/${w.id}`,
          {
            customer_id: c.id,
            name: 'Hijacked',
            type: 'prepaid',
            updated_at: (await t.call(ops, 'GET', `${W}/${w.id}`)).body.data.updated_at,
          },
        ],
        ['DELETE', `${W}/${w.id}`],
      ],
      'Wallet not found.',
    );
    assert.deepEqual((await t.call(acme, 'POST', `${W}/list`, { search: 'privata' })).body.data, []);
    assert.deepEqual((await t.call(acme, 'POST', `${W}/list`, { customer_id: c.id })).body.data, []);
    const still = await t.call(ops, 'GET', `${W}/${w.id}`);
    assert.deepEqual([still.body.data.name, still.body.data.amount], ['Meal Wallet', 5]);
  });
});
