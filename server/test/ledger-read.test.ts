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

  it('filters Transaction Wallet List by wallet type, credit or debit, customer and period', async () => {
    const list = async (body: Record<string, unknown>) => {
      const res = await t.call(ops, 'POST', '/api/customer/wallet/transaction-list', { limit: 100, ...body });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body as { data: any[]; pagination: { total: number } };
    };
    const count = async (where: ReturnType<typeof sql>) => {
      const r = (await t.database.db.execute(sql`
        select count(*)::int as n from wallet_transactions x
        join wallets w on w.id = x.wallet_id join customers c on c.id = w.customer_id
        where x.tenant_id = 1 and ${where}`)) as { rows: { n: number }[] };
      return r.rows[0]!.n;
    };

    for (const walletType of ['prepaid', 'postpaid'] as const) {
      const page = await list({ wallet_type: walletType });
      assert.ok(
        page.data.every((r) => r.Wallet.wallet_type === walletType),
        walletType,
      );
      assert.equal(page.pagination.total, await count(sql`w.type = ${walletType}`), walletType);
    }
    const credits = await list({ direction: 'credit' });
    assert.ok(credits.data.length > 0 && credits.data.every((r) => r.transaction_amount > 0));
    assert.equal(credits.pagination.total, await count(sql`x.transaction_amount > 0`));
    const debits = await list({ direction: 'debit' });
    assert.ok(debits.data.length > 0 && debits.data.every((r) => r.transaction_amount < 0));
    assert.equal(debits.pagination.total, await count(sql`x.transaction_amount < 0`));
    // ALL means no filter, as on every list.
    const all = await list({ wallet_type: 'ALL', direction: 'ALL' });
    assert.equal(all.pagination.total, credits.pagination.total + debits.pagination.total);

    // A customer by part of the name (either name, any case) or of the mobile.
    const someone = all.data[0].Wallet.Customer;
    const byName = await list({ search: someone.last_name.slice(0, 4).toUpperCase() });
    assert.ok(byName.data.length > 0);
    assert.ok(
      byName.data.every((r) =>
        `${r.Wallet.Customer.first_name} ${r.Wallet.Customer.last_name} ${r.Wallet.Customer.mobile}`
          .toLowerCase()
          .includes(someone.last_name.slice(0, 4).toLowerCase()),
      ),
    );
    const byMobile = await list({ search: someone.mobile });
    assert.ok(byMobile.data.length > 0 && byMobile.data.every((r) => r.Wallet.Customer.mobile === someone.mobile));
    assert.equal((await list({ search: 'nobody-by-this-name' })).pagination.total, 0);
    // A LIKE wildcard is a character, not a pattern.
    assert.equal((await list({ search: '%' })).pagination.total, 0);

    // The period: the last day holds only rows of the last day; custom dates bound both ends.
    const now = Date.now();
    const day = await list({ range: '1d' });
    assert.ok(day.data.every((r) => now - Date.parse(r.created_at) <= 86_400_000 + 60_000));
    assert.equal(day.pagination.total, await count(sql`x.created_at >= now() - interval '1 day'`));
    const oldest = await list({ sortDir: 'ASC', limit: 1 });
    // Custom dates are read in the tenant's time zone (the demo's: Asia/Kolkata), so the oldest
    // row's date is its date there, not in UTC (which differs after 18:30 UTC).
    const first = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      new Date(oldest.data[0].created_at),
    );
    const custom = await list({ range: 'custom', from: first, to: first, sortDir: 'ASC' });
    assert.ok(custom.data.length > 0);
    assert.ok(custom.data.every((r) => Date.parse(r.created_at) < Date.parse(first) + 2 * 86_400_000));

    // Filters combine: debits of postpaid wallets only.
    const both = await list({ wallet_type: 'postpaid', direction: 'debit' });
    assert.equal(both.pagination.total, await count(sql`w.type = 'postpaid' and x.transaction_amount < 0`));
  });

  it('answers 400 with a message for a filter it cannot read, and writes nothing', async () => {
    const before = (await t.database.db.execute(sql`select count(*)::int as n from wallet_transactions`)) as any;
    for (const body of [
      { wallet_type: 'credit' },
      { direction: 'sideways' },
      { direction: 1 },
      { range: '1y' },
      { range: '1d', from: '2026-01-01' },
      { range: 'custom' },
      { range: 'custom', from: '2026-02-30' },
      { range: 'custom', from: '2026-03-10', to: '2026-03-01' },
      { range: 'custom', from: '2024-01-01', to: '2026-01-01' },
      { from: '10/03/2026' },
      { search: '<script>' },
      { customer_name: 'x' },
    ]) {
      const res = await t.call(ops, 'POST', '/api/customer/wallet/transaction-list', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(typeof res.body.message, 'string', JSON.stringify(body));
      assert.ok(res.body.message.length > 0);
    }
    const after = (await t.database.db.execute(sql`select count(*)::int as n from wallet_transactions`)) as any;
    assert.equal(after.rows[0].n, before.rows[0].n);
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
