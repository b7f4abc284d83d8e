import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helper';
import {
  API,
  assertAllNotFound,
  assertLedgerIntact,
  ledgerOf,
  move,
  newCustomer,
  newWallet,
  one,
  rows,
} from './people-fixtures';

const W = `${API}/wallet`;
const KEY_REUSED = 'This Idempotency-Key was already used with different parameters.';

describe('wallets: deletes, lists and tenants', () => {
  let t: TestContext;
  let ops: string;
  let acme: string;

  before(async () => {
    t = await createTestContext();
    ops = await t.login('ops@demo.local');
    acme = await t.login('admin@acme.local');
  });
  after(() => t.close());

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

  describe('bulk credit', () => {
    const credit = (body: Record<string, unknown>, key: string | null = 'batch-00000001') =>
      t.call(ops, 'POST', `${W}/bulk-credit`, body, key ? { 'idempotency-key': key } : {});
    let live: number[];
    let deleted: number;
    let inactive: number;
    let foreign: number;

    before(async () => {
      live = [];
      for (let i = 0; i < 3; i++) {
        const c = await newCustomer(t, ops);
        live.push((await newWallet(t, ops, { customer_id: c.id })).id);
      }
      const c = await newCustomer(t, ops);
      deleted = (await newWallet(t, ops, { customer_id: c.id, name: 'Closed Wallet' })).id;
      assert.equal((await t.call(ops, 'DELETE', `${W}/${deleted}`)).status, 204);
      inactive = (await newWallet(t, ops, { customer_id: c.id, name: 'Paused Wallet', status: 0 })).id;
      foreign = (await one<{ id: number }>(t, sql`select id from wallets where tenant_id = 2 limit 1`)).id;
    });

    it('credits every wallet once; skips deleted, inactive and unknown wallets, saying which', async () => {
      const res = await credit({
        wallet_ids: [...live, deleted, inactive, 999999, foreign],
        transaction_amount: 150.25,
        remark: 'Diwali bonus',
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const results = res.body.data.results;
      assert.deepEqual(
        results.map(
          (r: { wallet_id: number; outcome: string; message: string | null; after_balance: number | null }) => [
            r.wallet_id,
            r.outcome,
            r.message,
            r.after_balance,
          ],
        ),
        [
          ...live.map((id) => [id, 'credited', null, 150.25]),
          [deleted, 'skipped', 'The wallet is deleted.', null],
          [inactive, 'skipped', 'The wallet is inactive.', null],
          [999999, 'skipped', 'Wallet not found.', null],
          [foreign, 'skipped', 'Wallet not found.', null],
        ],
      );
      for (const r of results.slice(0, 3)) assert.equal(typeof r.movement_id, 'number');
      // Only the three live wallets moved: nothing reached the other tenant's wallet.
      const ledger = await rows<{ key: string; remark: string }>(
        t,
        sql`select idempotency_key as key, remark from wallet_transactions where idempotency_key like 'bulk:batch-00000001:%' order by id`,
      );
      assert.deepEqual(
        ledger,
        live.map((id) => ({ key: `bulk:batch-00000001:${id}`, remark: 'Diwali bonus' })),
      );
    });

    it('a retry of the batch answers replayed for every wallet and moves nothing more', async () => {
      const first = await rows<{ id: number }>(
        t,
        sql`select id::int as id from wallet_transactions where idempotency_key like 'bulk:batch-00000001:%' order by wallet_id`,
      );
      const res = await credit({ wallet_ids: live, transaction_amount: '150.25', remark: 'Diwali bonus' });
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.body.data.results.map((r: { outcome: string; movement_id: number; after_balance: number }) => [
          r.outcome,
          r.movement_id,
          r.after_balance,
        ]),
        first.map((f) => ['replayed', f.id, 150.25]),
      );
      const balances = await rows<{ amount: string }>(
        t,
        sql`select amount::text from wallets where id in (${sql.join(live, sql`, `)}) order by id`,
      );
      assert.deepEqual(
        balances,
        live.map(() => ({ amount: '15025' })),
      );

      // The batch's next chunk shares the key and credits its own wallets.
      const c = await newCustomer(t, ops);
      const later = await newWallet(t, ops, { customer_id: c.id });
      const chunk = await credit({ wallet_ids: [later.id], transaction_amount: 150.25, remark: 'Diwali bonus' });
      assert.equal(chunk.body.data.results[0].outcome, 'credited');
    });

    it('the same batch key with another amount fails those wallets with the 409 message', async () => {
      const res = await credit({ wallet_ids: [live[0]!, live[1]!], transaction_amount: 200, remark: 'Diwali bonus' });
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.body.data.results.map((r: { outcome: string; message: string; movement_id: null }) => [
          r.outcome,
          r.message,
          r.movement_id,
        ]),
        [
          ['failed', KEY_REUSED, null],
          ['failed', KEY_REUSED, null],
        ],
      );
      const { amount } = await one<{ amount: string }>(t, sql`select amount::text from wallets where id = ${live[0]!}`);
      assert.equal(amount, '15025');
    });

    it('refuses a non-positive or inexact amount, or a missing key, for the whole request: nothing moves', async () => {
      const { n: before } = await one<{ n: number }>(t, sql`select count(*)::int as n from wallet_transactions`);
      for (const amount of [-10, 0, '0.00', 12.345, '1e3', 1000000.01]) {
        const res = await credit({ wallet_ids: live, transaction_amount: amount }, 'batch-00000002');
        assert.equal(res.status, 400, `amount ${JSON.stringify(amount)}`);
        assert.equal(typeof res.body.message, 'string');
      }
      const negative = await credit({ wallet_ids: live, transaction_amount: -10 }, 'batch-00000002');
      assert.equal(negative.body.message, 'A bulk credit adds money: transaction_amount must be greater than zero.');
      const noKey = await credit({ wallet_ids: live, transaction_amount: 10 }, null);
      assert.equal(noKey.status, 400);
      assert.match(noKey.body.message, /idempotency-key is required/i);
      const shortKey = await credit({ wallet_ids: live, transaction_amount: 10 }, 'short');
      assert.equal(shortKey.status, 400);
      const { n: after } = await one<{ n: number }>(t, sql`select count(*)::int as n from wallet_transactions`);
      assert.equal(after, before);
      await assertLedgerIntact(t);
    });
  });
});
