/**
 * A wallet's type changes only by its own ways: prepaid to postpaid through an approved request
 * (wallet-requests.test.ts), back to prepaid through Convert to Prepaid — never through the form.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { withDemoServer, type TestContext } from './helper';
import { API, assertLedgerIntact, assertRefused, move, newCreditLine, one, requestSteps } from './people-fixtures';

const W = `${API}/wallet`;

describe("a wallet's type", () => {
  let t: TestContext, admin: string, ops: string, acme: string;
  withDemoServer((server) => ({ t, admin, ops, acme } = server));

  const { snapshot, prepaidWallet } = requestSteps(() => ({ t, ops }));

  it('the wallet form never changes the type; the tenant’s maximum holds for limits', async () => {
    const { customer, wallet } = await prepaidWallet();
    const postpaid = (name: string, creditLimit: number) => ({
      customer_id: customer.id,
      name,
      type: 'postpaid',
      credit_limit: creditLimit,
    });
    const before = await snapshot();
    assertRefused(
      await t.edit(ops, `${W}/${wallet.id}`, postpaid('Meal Wallet', 100)),
      'the form making it postpaid',
      409,
      'A prepaid wallet becomes postpaid only through an approved request: use Request Postpaid.',
    );
    assert.deepEqual(await snapshot(), before);
    await t.database.db.execute(sql`update tenants set max_credit_limit = 100000 where id = 1`);
    try {
      assertRefused(
        await t.call(ops, 'POST', W, postpaid('Big', 1000.01)),
        'a postpaid wallet above the maximum',
        400,
        "credit_limit must be at most ₹1,000.00, your company's maximum.",
      );
      assert.deepEqual(await snapshot(), before);
    } finally {
      await t.database.db.execute(sql`update tenants set max_credit_limit = 100000000 where id = 1`);
    }
  });

  it('Convert to Prepaid: the admin only, a balance at or above ₹0.00, a fresh page; audited', async () => {
    const { wallet: w } = await newCreditLine(t, ops);
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
      assertRefused(res, label, status, message);
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
