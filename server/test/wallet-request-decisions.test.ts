/** Deciding a request to become postpaid (raising and listing them: wallet-requests.test.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { withDemoServer, type TestContext } from './helper';
import { API, assertLedgerIntact, assertRefused, ISO, move, one, requestSteps } from './people-fixtures';

const W = `${API}/wallet`;
const R = `${API}/requests`;

describe('wallet requests: the decision', () => {
  let t: TestContext, admin: string, ops: string, viewer: string, acme: string;
  withDemoServer((server) => ({ t, admin, ops, viewer, acme } = server));

  const { snapshot, prepaidWallet, raise } = requestSteps(() => ({ t, ops }));

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
        assertRefused(res, label, status, message);
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
});
