import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { withDemoServer, type TestContext } from './helper';
import {
  API,
  assertLedgerIntact,
  ISO,
  move,
  newCreditLine,
  newCustomer,
  newWallet,
  one,
  assertRefused,
} from './people-fixtures';

const W = `${API}/wallet`;
const PRIMARY_TAKEN = 'This customer already has a primary wallet.';

describe('wallets', () => {
  let t: TestContext, ops: string, acmeCustomerId: number;
  withDemoServer({ signIn: ['ops'] }, async (server) => {
    ({ t, ops } = server);
    acmeCustomerId = (await one<{ id: number }>(t, sql`select id from customers where tenant_id = 2 limit 1`)).id;
  });

  it('creates wallets with the exact shape; the first becomes primary, a second primary is 409', async () => {
    const c = await newCustomer(t, ops, { first_name: 'Ishaan', last_name: 'Bose' });
    const res = await t.call(ops, 'POST', W, { customer_id: c.id, name: 'Meal Wallet', type: 'prepaid' });
    assert.equal(res.status, 201);
    const w = res.body.data;
    assert.deepEqual(w, {
      id: w.id,
      customer_id: c.id,
      name: 'Meal Wallet',
      wallet_name: 'Meal Wallet',
      number: c.mobile,
      amount: 0,
      type: 'prepaid',
      wallet_type: 'prepaid',
      credit_limit: 0,
      is_primary: true,
      status: 1,
      created_at: w.created_at,
      updated_at: w.updated_at,
      Customer: { id: c.id, first_name: 'Ishaan', last_name: 'Bose', mobile: c.mobile },
    });
    assert.match(w.created_at, ISO);
    assert.deepEqual((await t.call(ops, 'GET', `${W}/${w.id}`)).body, { data: w });

    const second = await newWallet(t, ops, {
      customer_id: c.id,
      name: 'Travel Allowance',
      type: 'postpaid',
      credit_limit: '2500.50',
    });
    assert.deepEqual([second.is_primary, second.credit_limit, second.type], [false, 2500.5, 'postpaid']);
    const third = await t.call(ops, 'POST', W, {
      customer_id: c.id,
      name: 'Gift Wallet',
      type: 'prepaid',
      is_primary: true,
    });
    assert.deepEqual([third.status, third.body.message], [409, PRIMARY_TAKEN]);
    const promote = await t.edit(ops, `${W}/${second.id}`, {
      customer_id: c.id,
      name: 'Travel Allowance',
      type: 'postpaid',
      is_primary: true,
    });
    assert.deepEqual([promote.status, promote.body.message], [409, PRIMARY_TAKEN]);

    const audit = await one<{ after: { credit_limit: number } }>(
      t,
      sql`select after from audit_log where entity = 'wallet' and action = 'create' and entity_id = ${String(second.id)}`,
    );
    assert.equal(audit.after.credit_limit, 2500.5);
  });

  it('one primary per customer holds when two requests race for it', async () => {
    const c = await newCustomer(t, ops);
    const creates = await Promise.all(
      ['One', 'Two'].map((n) =>
        t.call(ops, 'POST', W, { customer_id: c.id, name: `Race ${n}`, type: 'prepaid', is_primary: true }),
      ),
    );
    assert.deepEqual(creates.map((r) => r.status).sort(), [201, 409]);
    assert.equal(creates.find((r) => r.status === 409)!.body.message, PRIMARY_TAKEN);

    const d = await newCustomer(t, ops);
    const a = await newWallet(t, ops, { customer_id: d.id, name: 'A Wallet', is_primary: false });
    const b = await newWallet(t, ops, { customer_id: d.id, name: 'B Wallet', is_primary: false });
    const promotes = await Promise.all(
      [a, b].map((w) =>
        t.edit(ops, `${W}/${w.id}`, { customer_id: d.id, name: `${w.name}`, type: 'prepaid', is_primary: true }),
      ),
    );
    assert.deepEqual(promotes.map((r) => r.status).sort(), [200, 409]);
    const { n } = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from wallets where customer_id = ${d.id} and is_primary and deleted_at is null`,
    );
    assert.equal(n, 1);
  });

  it('refuses bad wallets with 400 and a message, writing nothing', async () => {
    const c = await newCustomer(t, ops);
    const { n: before } = await one<{ n: number }>(t, sql`select count(*)::int as n from wallets`);
    const cases: [string, Record<string, unknown>, string | RegExp][] = [
      [
        'a prepaid wallet with a credit limit',
        { type: 'prepaid', credit_limit: 100 },
        'Only a postpaid wallet has a credit limit; a prepaid wallet’s is 0.',
      ],
      [
        'a credit limit with three decimals',
        { type: 'postpaid', credit_limit: '100.005' },
        'credit_limit must be an amount in rupees with at most two decimals.',
      ],
      [
        'a credit limit as a float with three decimals',
        { type: 'postpaid', credit_limit: 12.345 },
        'credit_limit must be an amount in rupees with at most two decimals.',
      ],
      ['a negative credit limit', { type: 'postpaid', credit_limit: -5 }, 'credit_limit must not be negative.'],
      [
        'a credit limit above ₹10,00,000',
        { type: 'postpaid', credit_limit: 1000000.01 },
        'credit_limit must be at most ₹10,00,000.',
      ],
      [
        'another tenant’s customer',
        { customer_id: acmeCustomerId },
        'customer_id does not name a customer of your company.',
      ],
      ['an unknown type', { type: 'credit' }, /type/i],
      ['a balance set by hand', { amount: 500 }, /amount is not an allowed field/i],
      ['a name with markup', { name: '<b>x</b>' }, /name contains characters that are not allowed/i],
    ];
    for (const [label, body, message] of cases) {
      const res = await t.call(ops, 'POST', W, { customer_id: c.id, name: 'Bad Wallet', type: 'prepaid', ...body });
      assertRefused(res, label, 400, message);
    }
    const { n: after } = await one<{ n: number }>(t, sql`select count(*)::int as n from wallets`);
    assert.equal(after, before);
    // The maximum itself is allowed.
    const max = await newWallet(t, ops, { customer_id: c.id, type: 'postpaid', credit_limit: 1000000 });
    assert.equal(max.credit_limit, 1000000);
  });

  it('updates never move money: the owner stays, the type and limit keep the balance above its floor', async () => {
    const { customer: c, wallet: w } = await newCreditLine(t, ops);
    const other = await newCustomer(t, ops);
    await move(t, ops, w.id, -300);
    const put = (body: Record<string, unknown>) =>
      t.edit(ops, `${W}/${w.id}`, { customer_id: c.id, name: 'Credit Line', type: 'postpaid', ...body });

    const moved = await put({ customer_id: other.id });
    assert.deepEqual(
      [moved.status, moved.body.message],
      [400, 'customer_id cannot change: a wallet stays with its customer.'],
    );
    const toPrepaid = await put({ type: 'prepaid' });
    assert.deepEqual(
      [toPrepaid.status, toPrepaid.body.message],
      [409, 'A postpaid wallet becomes prepaid only through Convert to Prepaid, by the company admin.'],
    );
    const lower = await put({ credit_limit: 200 });
    assert.deepEqual(
      [lower.status, lower.body.message],
      [422, 'The balance is -₹300.00, below the credit limit of ₹200.00; settle the balance or keep a higher limit.'],
    );
    assert.equal((await put({ amount: 0 })).status, 400);

    const ok = await put({ name: 'Travel Credit', credit_limit: 300 });
    assert.equal(ok.status, 200);
    assert.deepEqual(
      [ok.body.data.name, ok.body.data.credit_limit, ok.body.data.amount, ok.body.data.type],
      ['Travel Credit', 300, -300, 'postpaid'],
    );
    // Left out, a postpaid wallet's limit is kept.
    const kept = await put({ name: 'Travel Credit' });
    assert.equal(kept.body.data.credit_limit, 300);

    await move(t, ops, w.id, 300);
    // The type never changes through the form, whatever the balance (wallet-requests.test.ts has the ways that do).
    const prepaid = await put({ type: 'prepaid' });
    assert.equal(prepaid.status, 409);
    assert.equal((await t.call(ops, 'GET', `${W}/${w.id}`)).body.data.type, 'postpaid');

    const audit = await one<{ before: { name: string }; after: { name: string } }>(
      t,
      sql`select before, after from audit_log where entity = 'wallet' and action = 'update' and entity_id = ${String(w.id)} order by id limit 1`,
    );
    assert.deepEqual([audit.before.name, audit.after.name], ['Credit Line', 'Travel Credit']);
    await assertLedgerIntact(t);
  });
});
