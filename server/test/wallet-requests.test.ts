import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { withDemoServer, type TestContext } from './helper';
import { API, assertRefused, ISO, newWallet, one, requestSteps } from './people-fixtures';

const W = `${API}/wallet`;
const R = `${API}/requests`;
const PENDING_TAKEN = 'This wallet already has a pending request to become postpaid.';

describe('wallet requests: prepaid to postpaid', () => {
  let t: TestContext, admin: string, ops: string, viewer: string, acme: string;
  withDemoServer((server) => ({ t, admin, ops, viewer, acme } = server));

  const { snapshot, prepaidWallet, raise } = requestSteps(() => ({ t, ops }));

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
      assertRefused(res, label, status, message);
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
});
