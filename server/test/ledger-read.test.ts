import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { EXACT_COUNT_CEILING } from '../src/lib/list';
import { createTestContext, type TestContext } from './helper';

describe('wallet ledger: seeded chain and reading it', () => {
  let t: TestContext;
  let ops: string;
  before(async () => {
    t = await createTestContext();
    ops = await t.login('ops@demo.local');
  });
  after(() => t.close());

  it('seeded balances equal the sum of their ledger, and each row chains to the one before', async () => {
    const r = await t.database.db.execute(sql`
      with chain as (
        select wallet_id, previous_balance, after_balance, transaction_amount,
               lag(after_balance) over (partition by wallet_id order by created_at, id) as prior
        from wallet_transactions)
      select
        (select count(*) from wallets w where w.amount <> coalesce((select sum(transaction_amount) from wallet_transactions x where x.wallet_id = w.id), 0))::int as unbalanced,
        (select count(*) from chain where prior is not null and prior <> previous_balance)::int as broken,
        (select count(*) from chain where after_balance <> previous_balance + transaction_amount)::int as wrong,
        (select count(*) from wallets where type = 'prepaid' and amount < 0)::int as negative,
        (select count(*) from wallet_transactions where tenant_id = 1)::int as rows1`);
    const { rows1, ...checks } = (r as any).rows[0];
    assert.deepEqual(checks, { unbalanced: 0, broken: 0, wrong: 0, negative: 0 });
    assert.ok(rows1 > 1000, `the seeded history holds tenant 1's ledger (${rows1} rows)`);
  });

  it('walks pages by cursor without gaps or overlaps, matching offset pages', async () => {
    const byOffset = await t.call(ops, 'POST', '/api/customer/wallet/transaction-list', { limit: 30 });
    let cursor: string | undefined;
    const walked: number[] = [];
    for (let page = 0; page < 3; page++) {
      const res = await t.call(ops, 'POST', '/api/customer/wallet/transaction-list', {
        limit: 10,
        ...(cursor ? { cursor } : {}),
      });
      walked.push(...res.body.data.map((row: { id: number }) => row.id));
      cursor = res.body.pagination.nextCursor;
    }
    assert.deepEqual(
      walked,
      byOffset.body.data.map((row: { id: number }) => row.id),
    );
  });

  it('answers 400, not 500, for a cursor it did not issue (bad shape or an impossible date)', async () => {
    for (const forged of [
      'not-a-cursor',
      Buffer.from(JSON.stringify(['2026-13-45 10:00:00+00', 1, 'DESC'])).toString('base64url'),
    ]) {
      const res = await t.call(ops, 'POST', '/api/customer/wallet/transaction-list', { cursor: forged });
      assert.equal(res.status, 400, forged);
    }
  });

  it('answers SPEC’s nested row shape in rupees, and filters by wallet and customer', async () => {
    const res = await t.call(ops, 'POST', '/api/customer/wallet/transaction-list', { wallet_id: 1, limit: 100 });
    assert.ok(res.body.data.length > 0);
    const row = res.body.data[0];
    assert.deepEqual(Object.keys(row.Wallet).sort(), ['Customer', 'id', 'name', 'wallet_type']);
    assert.deepEqual(Object.keys(row.Wallet.Customer).sort(), ['first_name', 'id', 'last_name', 'mobile']);
    assert.ok(res.body.data.every((r: { wallet_id: number }) => r.wallet_id === 1));
    assert.equal(
      Math.round((row.after_balance - row.previous_balance) * 100),
      Math.round(row.transaction_amount * 100),
    );
    const customerId = row.Wallet.Customer.id;
    const byCustomer = await t.call(ops, 'POST', '/api/customer/wallet/transaction-list', {
      customer_id: customerId,
      limit: 100,
    });
    assert.ok(byCustomer.body.data.every((r: any) => r.Wallet.Customer.id === customerId));
  });

  it('counts exactly up to the ceiling and labels a total above it as an estimate', async () => {
    const res = await t.call(ops, 'POST', '/api/customer/wallet/transaction-list', {});
    const [{ n } = { n: -1 }] = (
      (await t.database.db.execute(sql`select count(*)::int as n from wallet_transactions where tenant_id = 1`)) as {
        rows: { n: number }[];
      }
    ).rows;
    assert.equal(res.body.pagination.total, n);
    assert.equal(res.body.pagination.totalIsEstimate, undefined);

    const admin = await t.login('admin@demo.local');
    const audit = async () => (await t.call(admin, 'POST', '/api/merchant/audit/list', {})).body.pagination;
    const addAudit = (rows: number) =>
      t.database.db.execute(sql`
        insert into audit_log (tenant_id, user_id, user_email, action, entity)
        select 1, null, null, 'estimate-check', 'test' from generate_series(1, ${rows})`);
    const below = await audit();
    assert.ok(below.total < EXACT_COUNT_CEILING);
    assert.equal(below.totalIsEstimate, undefined);
    // Exactly at the ceiling: still exact.
    await addAudit(EXACT_COUNT_CEILING - below.total);
    const at = await audit();
    assert.equal(at.total, EXACT_COUNT_CEILING);
    assert.equal(at.totalIsEstimate, undefined);
    // Past the ceiling by a margin: the answer is the planner's estimate (at least the capped count), labelled.
    await addAudit(500);
    const above = await audit();
    assert.equal(above.totalIsEstimate, true);
    assert.ok(above.total > EXACT_COUNT_CEILING, `total ${above.total}`);
  });

  it('refuses to edit or delete a ledger row (append-only)', async () => {
    const immutable = (error: any) => /immutable/.test(String(error?.cause?.message ?? error?.message));
    await assert.rejects(
      t.database.db.execute(sql`update wallet_transactions set transaction_amount = 1 where id = 1`),
      immutable,
    );
    await assert.rejects(t.database.db.execute(sql`delete from wallet_transactions where id = 1`), immutable);
  });
});
