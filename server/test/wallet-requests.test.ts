import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helper';
import { API, assertLedgerIntact, ISO, move, newCustomer, newWallet, one } from './people-fixtures';

const W = `${API}/wallet`;
const R = `${API}/requests`;
const PENDING_TAKEN = 'This wallet already has a pending request to become postpaid.';

describe('wallet requests: prepaid to postpaid', () => {
  let t: TestContext;
  let admin: string;
  let ops: string;
  let viewer: string;
  let acme: string;

  before(async () => {
    t = await createTestContext();
    [admin, ops, viewer, acme] = await Promise.all([
      t.login('admin@demo.local'),
      t.login('ops@demo.local'),
      t.login('viewer@demo.local'),
      t.login('admin@acme.local'),
    ]);
  });
  after(() => t.close());

  /** What a refusal must leave alone: requests, wallets' types and limits, and the audit trail. */
  const snapshot = () =>
    one<{ requests: string; wallets: string; audit: number }>(
      t,
      sql`select
            (select string_agg(id || ':' || status || ':' || coalesce(credit_limit::text, '-') || ':' || coalesce(decision_remark, '-'), ',' order by id) from requests) as requests,
            (select string_agg(id || ':' || type || ':' || credit_limit, ',' order by id) from wallets) as wallets,
            (select count(*)::int from audit_log) as audit`,
    );

  async function prepaidWallet(name = 'Meal Wallet') {
    const c = await newCustomer(t, ops, { first_name: 'Rohan', last_name: 'Iyer' });
    const w = await newWallet(t, ops, { customer_id: c.id, name });
    return { customer: c, wallet: w };
  }

  async function raise(walletId: number, remark = 'Travels for client visits') {
    const res = await t.call(ops, 'POST', `${W}/${walletId}/requests`, { remark });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data as { id: number; status: string; [key: string]: unknown };
  }

  it('raises a request with the exact shape; a second one, or one on a postpaid wallet, is 409 and writes nothing', async () => {
    const { customer, wallet } = await prepaidWallet('Canteen Wallet');
    const res = await t.call(ops, 'POST', `${W}/${wallet.id}/requests`, { remark: '  Night shift meals  ' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const r = res.body.data;
    assert.deepEqual(r, {
      id: r.id,
      wallet_id: wallet.id,
      wallet_name: 'Canteen Wallet',
      customer_id: customer.id,
      customer_name: 'Rohan Iyer',
      customer_phone: customer.mobile,
      remark: 'Night shift meals',
      status: 'pending',
      credit_limit: null,
      decision_remark: null,
      requested_by: 'ops@demo.local',
      decided_by: null,
      decided_at: null,
      created_at: r.created_at,
    });
    assert.match(r.created_at, ISO);
    const audit = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_log where entity = 'request' and action = 'create' and entity_id = ${String(r.id)}`,
    );
    assert.equal(audit.n, 1);

    const postpaid = await newWallet(t, ops, {
      customer_id: customer.id,
      name: 'Credit',
      type: 'postpaid',
      credit_limit: 100,
    });
    const before = await snapshot();
    const cases: [string, number, string, unknown, number, string | RegExp][] = [
      ['a second request', wallet.id, ops, { remark: 'again' }, 409, PENDING_TAKEN],
      ['a postpaid wallet', postpaid.id, ops, { remark: 'why' }, 409, 'This wallet is already postpaid.'],
      ['a blank remark', wallet.id, ops, { remark: '   ' }, 400, 'remark must not be empty.'],
      ['no remark', wallet.id, ops, {}, 400, /remark/i],
      ['an empty remark', wallet.id, ops, { remark: '' }, 400, /remark/i],
      ['a remark with markup', wallet.id, ops, { remark: '<b>x</b>' }, 400, /remark/i],
      ['a remark too long', wallet.id, ops, { remark: 'x'.repeat(501) }, 400, /remark/i],
      ['an extra field', wallet.id, ops, { remark: 'x', status: 'approved' }, 400, /status/i],
      ['an unknown wallet', 999999, ops, { remark: 'x' }, 404, 'Wallet not found.'],
      ['another tenant’s wallet', wallet.id, acme, { remark: 'x' }, 404, 'Wallet not found.'],
      ['a caller who may not see wallets', wallet.id, viewer, { remark: 'x' }, 403, /permission/],
    ];
    for (const [label, id, token, body, status, message] of cases) {
      const res = await t.call(token, 'POST', `${W}/${id}/requests`, body);
      assert.equal(res.status, status, `${label}: ${res.status} ${JSON.stringify(res.body)}`);
      if (typeof message === 'string') assert.equal(res.body.message, message, label);
      else assert.match(res.body.message, message, label);
    }
    assert.deepEqual(await snapshot(), before);
  });

  it('two requests raised at once: one is pending, the other hears 409', async () => {
    const { wallet } = await prepaidWallet();
    const [a, b] = await Promise.all([
      t.call(ops, 'POST', `${W}/${wallet.id}/requests`, { remark: 'one' }),
      t.call(admin, 'POST', `${W}/${wallet.id}/requests`, { remark: 'two' }),
    ]);
    assert.deepEqual([a.status, b.status].sort(), [201, 409]);
    assert.equal([a, b].find((r) => r.status === 409)!.body.message, PENDING_TAKEN);
    const { n } = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from requests where wallet_id = ${wallet.id}`,
    );
    assert.equal(n, 1);
  });

  it('lists requests to everyone signed in, by status, wallet and search, with the columns’ data', async () => {
    const { customer, wallet } = await prepaidWallet('Listed Wallet');
    const r = await raise(wallet.id, 'List me');
    const list = async (token: string, body: Record<string, unknown>) => {
      const res = await t.call(token, 'POST', `${R}/list`, body);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body as { data: { id: number; status: string }[]; pagination: { total: number } };
    };
    // The viewer holds only the transaction code and still sees the list.
    const mine = await list(viewer, { wallet_id: wallet.id });
    assert.deepEqual(
      mine.data.map((x) => x),
      [{ ...r, customer_phone: customer.mobile }],
    );
    const pending = await list(admin, { status: 'pending', limit: 100 });
    assert.ok(pending.data.length > 0 && pending.data.every((x) => x.status === 'pending'));
    const all = await list(admin, { status: 'ALL' });
    assert.ok(all.pagination.total >= pending.pagination.total);
    assert.deepEqual(
      (await list(admin, { search: 'Listed Wallet' })).data.map((x) => x.id),
      [r.id],
    );
    assert.deepEqual((await list(admin, { status: 'approved', wallet_id: wallet.id })).data, []);
    // Tenants apart: Acme's admin does not see it.
    assert.deepEqual((await list(acme, { wallet_id: wallet.id })).data, []);
    for (const body of [{ status: 'open' }, { status: 1 }, { sortBy: 'remark' }, { wallet_id: 0 }]) {
      const res = await t.call(admin, 'POST', `${R}/list`, body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(typeof res.body.message, 'string');
    }
  });

  it('only the company admin decides; a bad credit limit is 400 and writes nothing', async () => {
    const { wallet } = await prepaidWallet();
    const r = await raise(wallet.id);
    await t.database.db.execute(sql`update tenants set max_credit_limit = 500000 where id = 1`);
    try {
      const before = await snapshot();
      const cases: [string, string, string, unknown, number, string | RegExp][] = [
        ['ops approving', ops, 'approve', { credit_limit: 100 }, 403, /permission/],
        ['the viewer approving', viewer, 'approve', { credit_limit: 100 }, 403, /permission/],
        ['ops rejecting', ops, 'reject', { remark: 'no' }, 403, /permission/],
        ['no credit limit', admin, 'approve', {}, 400, /credit_limit/i],
        ['a zero credit limit', admin, 'approve', { credit_limit: 0 }, 400, 'credit_limit must be more than ₹0.00.'],
        [
          'a negative credit limit',
          admin,
          'approve',
          { credit_limit: -5 },
          400,
          'credit_limit must be more than ₹0.00.',
        ],
        [
          'three decimals',
          admin,
          'approve',
          { credit_limit: '10.005' },
          400,
          'credit_limit must be an amount in rupees with at most two decimals.',
        ],
        ['not a number', admin, 'approve', { credit_limit: 'lots' }, 400, /credit_limit/],
        [
          'above the tenant’s maximum',
          admin,
          'approve',
          { credit_limit: '5000.01' },
          400,
          "credit_limit must be at most ₹5,000.00, your company's maximum.",
        ],
        [
          'above ₹10,00,000',
          admin,
          'approve',
          { credit_limit: 1000000.01 },
          400,
          'credit_limit must be at most ₹10,00,000.',
        ],
        ['a reject without a remark', admin, 'reject', {}, 400, /remark/i],
        ['a reject with a blank remark', admin, 'reject', { remark: ' ' }, 400, 'remark must not be empty.'],
        ['another tenant’s admin', acme, 'approve', { credit_limit: 100 }, 404, 'Request not found.'],
        ['an unknown request', admin, 'approve', { credit_limit: 100 }, 404, 'Request not found.'],
      ];
      for (const [label, token, action, body, status, message] of cases) {
        const id = label === 'an unknown request' ? 999999 : r.id;
        const res = await t.call(token, 'POST', `${R}/${id}/${action}`, body);
        assert.equal(res.status, status, `${label}: ${res.status} ${JSON.stringify(res.body)}`);
        if (typeof message === 'string') assert.equal(res.body.message, message, label);
        else assert.match(res.body.message, message, label);
      }
      assert.deepEqual(await snapshot(), before);
      // The maximum itself is allowed.
      const ok = await t.call(admin, 'POST', `${R}/${r.id}/approve`, { credit_limit: 5000 });
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
    } finally {
      await t.database.db.execute(sql`update tenants set max_credit_limit = 100000000 where id = 1`);
    }
  });

  it('approving makes the wallet postpaid in the same transaction, audited; deciding twice is 409', async () => {
    const { wallet } = await prepaidWallet('Approved Wallet');
    await move(t, ops, wallet.id, 50);
    const r = await raise(wallet.id);
    const res = await t.call(admin, 'POST', `${R}/${r.id}/approve`, { credit_limit: '2500.50' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const decided = res.body.data;
    assert.deepEqual(
      [
        decided.request.status,
        decided.request.credit_limit,
        decided.request.decided_by,
        decided.wallet_type,
        decided.wallet_credit_limit,
      ],
      ['approved', 2500.5, 'admin@demo.local', 'postpaid', 2500.5],
    );
    assert.match(decided.request.decided_at, ISO);
    const w = (await t.call(ops, 'GET', `${W}/${wallet.id}`)).body.data;
    assert.deepEqual([w.type, w.credit_limit, w.amount], ['postpaid', 2500.5, 50]);
    // A postpaid wallet may now go below zero, down to its limit.
    await move(t, ops, wallet.id, -2550.5);

    const audit = await t.database.db.execute(
      sql`select entity, action, coalesce(before->>'type', before->>'status') as b, coalesce(after->>'type', after->>'status') as a
          from audit_log where (entity = 'request' and entity_id = ${String(r.id)} and action = 'approve')
             or (entity = 'wallet' and entity_id = ${String(wallet.id)} and action = 'update') order by id`,
    );
    assert.deepEqual((audit as unknown as { rows: unknown[] }).rows, [
      { entity: 'request', action: 'approve', b: 'pending', a: 'approved' },
      { entity: 'wallet', action: 'update', b: 'prepaid', a: 'postpaid' },
    ]);

    const before = await snapshot();
    const again = await t.call(admin, 'POST', `${R}/${r.id}/approve`, { credit_limit: 100 });
    assert.deepEqual([again.status, again.body.message], [409, 'This request was already approved.']);
    const reject = await t.call(admin, 'POST', `${R}/${r.id}/reject`, { remark: 'late' });
    assert.deepEqual([reject.status, reject.body.message], [409, 'This request was already approved.']);
    const raiseAgain = await t.call(ops, 'POST', `${W}/${wallet.id}/requests`, { remark: 'more' });
    assert.deepEqual([raiseAgain.status, raiseAgain.body.message], [409, 'This wallet is already postpaid.']);
    assert.deepEqual(await snapshot(), before);
    await assertLedgerIntact(t);
  });

  it('two approvals at once: one decides, the other hears 409', async () => {
    const { wallet } = await prepaidWallet();
    const r = await raise(wallet.id);
    const [a, b] = await Promise.all([
      t.call(admin, 'POST', `${R}/${r.id}/approve`, { credit_limit: 100 }),
      t.call(admin, 'POST', `${R}/${r.id}/reject`, { remark: 'No' }),
    ]);
    assert.deepEqual([a.status, b.status].sort(), [200, 409]);
    const row = await one<{ status: number }>(t, sql`select status from requests where id = ${r.id}`);
    const w = await one<{ type: string }>(t, sql`select type from wallets where id = ${wallet.id}`);
    assert.equal(w.type, row.status === 1 ? 'postpaid' : 'prepaid');
  });

  it('rejecting keeps the wallet prepaid with the reason; a new request may follow', async () => {
    const { wallet } = await prepaidWallet();
    const r = await raise(wallet.id);
    const res = await t.call(admin, 'POST', `${R}/${r.id}/reject`, { remark: ' Not eligible this quarter ' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      [
        res.body.data.request.status,
        res.body.data.request.decision_remark,
        res.body.data.request.credit_limit,
        res.body.data.wallet_type,
      ],
      ['rejected', 'Not eligible this quarter', null, 'prepaid'],
    );
    const again = await t.call(admin, 'POST', `${R}/${r.id}/reject`, { remark: 'twice' });
    assert.deepEqual([again.status, again.body.message], [409, 'This request was already rejected.']);
    const audit = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_log where entity = 'request' and action = 'reject' and entity_id = ${String(r.id)}`,
    );
    assert.equal(audit.n, 1);
    await raise(wallet.id, 'Asking again');
  });

  it('a request whose wallet was deleted cannot be approved, only rejected', async () => {
    const { wallet } = await prepaidWallet();
    const r = await raise(wallet.id);
    assert.equal((await t.call(ops, 'DELETE', `${W}/${wallet.id}`)).status, 204);
    const before = await snapshot();
    const res = await t.call(admin, 'POST', `${R}/${r.id}/approve`, { credit_limit: 100 });
    assert.deepEqual(
      [res.status, res.body.message],
      [409, 'The wallet of this request was deleted; reject the request instead.'],
    );
    assert.deepEqual(await snapshot(), before);
    assert.equal((await t.call(admin, 'POST', `${R}/${r.id}/reject`, { remark: 'Wallet gone' })).status, 200);
  });

  it('the wallet form never changes the type; the tenant’s maximum holds for limits', async () => {
    const { customer, wallet } = await prepaidWallet();
    const before = await snapshot();
    const up = await t.edit(ops, `${W}/${wallet.id}`, {
      customer_id: customer.id,
      name: 'Meal Wallet',
      type: 'postpaid',
      credit_limit: 100,
    });
    assert.deepEqual(
      [up.status, up.body.message],
      [409, 'A prepaid wallet becomes postpaid only through an approved request: use Request Postpaid.'],
    );
    assert.deepEqual(await snapshot(), before);
    await t.database.db.execute(sql`update tenants set max_credit_limit = 100000 where id = 1`);
    try {
      const res = await t.call(ops, 'POST', W, {
        customer_id: customer.id,
        name: 'Big',
        type: 'postpaid',
        credit_limit: 1000.01,
      });
      assert.deepEqual(
        [res.status, res.body.message],
        [400, "credit_limit must be at most ₹1,000.00, your company's maximum."],
      );
      assert.deepEqual(await snapshot(), before);
    } finally {
      await t.database.db.execute(sql`update tenants set max_credit_limit = 100000000 where id = 1`);
    }
  });

  it('Convert to Prepaid: the admin only, a balance at or above ₹0.00, a fresh page; audited', async () => {
    const c = await newCustomer(t, ops);
    const w = await newWallet(t, ops, { customer_id: c.id, name: 'Credit Line', type: 'postpaid', credit_limit: 500 });
    await move(t, ops, w.id, -200);
    const url = `${W}/${w.id}/convert-to-prepaid`;
    const fresh = async () => (await t.call(ops, 'GET', `${W}/${w.id}`)).body.data.updated_at as string;
    const before = await snapshot();
    const cases: [string, string, unknown, number, string | RegExp][] = [
      ['ops', ops, { updated_at: await fresh() }, 403, /permission/],
      [
        'a negative balance',
        admin,
        { updated_at: await fresh() },
        422,
        /The balance is -₹200.00 and a prepaid wallet cannot go below ₹0.00/,
      ],
      ['no updated_at', admin, {}, 400, /updated_at/i],
      ['another tenant’s admin', acme, { updated_at: await fresh() }, 404, 'Wallet not found.'],
    ];
    for (const [label, token, body, status, message] of cases) {
      const res = await t.call(token, 'POST', url, body);
      assert.equal(res.status, status, `${label}: ${res.status} ${JSON.stringify(res.body)}`);
      if (typeof message === 'string') assert.equal(res.body.message, message, label);
      else assert.match(res.body.message, message, label);
    }
    assert.deepEqual(await snapshot(), before);

    await move(t, ops, w.id, 200);
    const stale = await t.call(admin, 'POST', url, { updated_at: '2000-01-01T00:00:00.000000Z' });
    assert.deepEqual([stale.status, stale.body.code], [409, 'STALE_RECORD']);
    assert.equal((await t.call(ops, 'GET', `${W}/${w.id}`)).body.data.type, 'postpaid');
    const ok = await t.call(admin, 'POST', url, { updated_at: await fresh(), remark: 'Left the travel team' });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.deepEqual([ok.body.data.type, ok.body.data.credit_limit, ok.body.data.amount], ['prepaid', 0, 0]);
    const audit = await one<{ b: string; a: string; remark: string }>(
      t,
      sql`select before->>'type' as b, after->>'type' as a, after->>'remark' as remark from audit_log
          where entity = 'wallet' and action = 'convert_to_prepaid' and entity_id = ${String(w.id)}`,
    );
    assert.deepEqual(audit, { b: 'postpaid', a: 'prepaid', remark: 'Left the travel team' });
    const again = await t.call(admin, 'POST', url, { updated_at: await fresh() });
    assert.deepEqual([again.status, again.body.message], [409, 'This wallet is already prepaid.']);
    await assertLedgerIntact(t);
  });
});
