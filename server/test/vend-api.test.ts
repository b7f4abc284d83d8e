/** The vend API's front door: touchpoint keys, authorize, its replay and every refusal writing nothing. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { withDemoServer, type TestContext } from './helper';
import { assertLedgerIntact, rows } from './people-fixtures';
import {
  MERCHANT,
  machineCall,
  newBuyer,
  newMachine,
  stockOf,
  TX,
  walletBalance,
  type Buyer,
  type Machine,
} from './vend-fixtures';

const STORE = [
  { slot: 'A1', name: 'Masala Chai', mrp: 15, stock: 10 },
  { slot: 'A2', name: 'Veg Sandwich', mrp: 45.5, stock: 1 },
];

describe('vend API: keys and authorize', () => {
  let t: TestContext, admin: string, machine: Machine, buyer: Buyer;
  withDemoServer({ signIn: ['admin'] }, async (server) => {
    ({ t, admin } = server);
    machine = await newMachine(t, admin, STORE);
    buyer = await newBuyer(t, admin, 100);
  });

  const counts = async () =>
    (
      await rows<{ orders: number; ledger: number }>(
        t,
        sql`select (select count(*)::int from orders) as orders, (select count(*)::int from wallet_transactions) as ledger`,
      )
    )[0]!;

  it('shows a key once, then only its prefix and last use; issue is audited', async () => {
    const list = await t.call(admin, 'GET', `${MERCHANT}/touchpoints/${machine.touchpointId}/keys`);
    assert.equal(list.status, 200);
    const [key] = list.body.data;
    assert.equal(key.id, machine.keyId);
    assert.equal(key.secret, undefined);
    assert.ok(machine.key.startsWith(key.prefix));
    const [audit] = await rows(
      t,
      sql`select action from audit_log where action = 'issue_key' and entity_id = ${String(machine.touchpointId)}`,
    );
    assert.ok(audit);
  });

  it('refuses a missing, unknown or person-held key with 401, and another touchpoint with 403', async () => {
    const body = { credential: { rfid: buyer.rfid }, cart: [{ slot: 'A1', quantity: 1 }] };
    const headers = { 'idempotency-key': 'k-auth' };
    assert.equal((await t.call(null, 'POST', `${TX}/vend/authorize`, body, headers)).status, 401);
    assert.equal((await t.call('tpk_unknown0000000000', 'POST', `${TX}/vend/authorize`, body, headers)).status, 401);
    assert.equal((await t.call(admin, 'POST', `${TX}/vend/authorize`, body, headers)).status, 401);
    const other = await machineCall(t, machine).authorize(
      { ...body, touchpoint_id: machine.touchpointId + 1000 },
      'k-other',
    );
    assert.equal(other.status, 403);
    assert.equal((await counts()).orders >= 0, true);
  });

  it('prices the cart from the store, debits the primary wallet, reserves stock and answers Pending', async () => {
    const before = await counts();
    const res = await machineCall(t, machine).authorize(
      { credential: { rfid: buyer.rfid }, cart: [{ slot: 'a1', quantity: 2 }] },
      'order-1',
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const order = res.body.data;
    assert.equal(order.amount, 30);
    assert.equal(order.status, 0);
    assert.equal(order.vend_status, 'pending');
    assert.equal(order.balance, 70);
    assert.deepEqual(
      order.lines.map((l: { slot: string; unit_price: number }) => [l.slot, l.unit_price]),
      [['A1', 15]],
    );
    assert.equal(await walletBalance(t, admin, buyer.walletId), 70);
    assert.equal(await stockOf(t, admin, machine.touchpointId, 'A1'), 8);
    const [row] = await rows<{ payment_status: number; order_id: number }>(
      t,
      sql`select o.payment_status, t.order_id from orders o join wallet_transactions t on t.order_id = o.id where o.id = ${order.order_id}`,
    );
    assert.deepEqual(row, { payment_status: 1, order_id: order.order_id });
    assert.deepEqual(await counts(), { orders: before.orders + 1, ledger: before.ledger + 1 });
  });

  it('answers a retry with the first result and moves nothing again; the key with another cart is 409', async () => {
    const before = await counts();
    const body = { credential: { rfid: buyer.rfid }, cart: [{ slot: 'A1', quantity: 2 }] };
    const again = await machineCall(t, machine).authorize(body, 'order-1');
    assert.equal(again.status, 200);
    assert.equal(again.body.data.replayed, true);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(await counts(), before);
    const other = await machineCall(t, machine).authorize({ ...body, cart: [{ slot: 'A1', quantity: 1 }] }, 'order-1');
    assert.equal(other.status, 409);
    assert.equal(await walletBalance(t, admin, buyer.walletId), 70);
  });

  it('refuses with a reason a machine can show, and writes nothing', async () => {
    const poor = await newBuyer(t, admin, 10);
    const inactive = await newBuyer(t, admin, 50, { status: 0 });
    const before = await counts();
    const stockBefore = await stockOf(t, admin, machine.touchpointId, 'A2');
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ credential: { rfid: 'NOSUCHCARD' }, cart: [{ slot: 'A1', quantity: 1 }] }, 422, /Unknown card/],
      [{ credential: { rfid: inactive.rfid }, cart: [{ slot: 'A1', quantity: 1 }] }, 422, /inactive and cannot buy/],
      [
        { credential: { rfid: poor.rfid }, cart: [{ slot: 'A1', quantity: 1 }] },
        422,
        /Insufficient balance: ₹15\.00 asked, the wallet holds ₹10\.00/,
      ],
      [
        { credential: { rfid: buyer.rfid }, cart: [{ slot: 'A2', quantity: 2 }] },
        422,
        /Out of stock: Veg Sandwich \(A2\) has 1 left, 2 asked/,
      ],
      [{ credential: { rfid: buyer.rfid }, cart: [{ slot: 'B5', quantity: 1 }] }, 422, /Slot B5 is not a slot/],
      [
        {
          credential: { rfid: buyer.rfid },
          cart: [
            { slot: 'A1', quantity: 1 },
            { slot: 'a1', quantity: 1 },
          ],
        },
        400,
        /appears twice/,
      ],
      [{ credential: { rfid: buyer.rfid }, cart: [] }, 400, /cart/i],
      [{ credential: { rfid: buyer.rfid }, cart: [{ slot: 'A1', quantity: 0 }] }, 400, /quantity/i],
      [{ credential: { rfid: buyer.rfid }, cart: [{ slot: 'A1', quantity: 11 }] }, 400, /quantity/i],
      [{ credential: { rfid: buyer.rfid, pin: '1' }, cart: [{ slot: 'A1', quantity: 1 }] }, 400, /credential/i],
    ];
    for (const [i, [body, status, message]] of cases.entries()) {
      const res = await machineCall(t, machine).authorize(body, `refused-${i}`);
      assert.equal(res.status, status, `${JSON.stringify(body)} → ${JSON.stringify(res.body)}`);
      assert.match(res.body.message, message);
    }
    const noKey = await t.call(machine.key, 'POST', `${TX}/vend/authorize`, cases[0]![0]);
    assert.equal(noKey.status, 400);
    assert.deepEqual(await counts(), before);
    assert.equal(await walletBalance(t, admin, poor.walletId), 10);
    assert.equal(await stockOf(t, admin, machine.touchpointId, 'A2'), stockBefore);
  });

  it('refuses a customer with no active primary wallet', async () => {
    const res = await t.call(admin, 'POST', '/api/customer/customers', {
      first_name: 'Ira',
      last_name: 'Walletless',
      mobile: '9811112222',
      rfid: 'NOWALLET01',
    });
    assert.equal(res.status, 201);
    const refused = await machineCall(t, machine).authorize(
      { credential: { rfid: 'NOWALLET01' }, cart: [{ slot: 'A1', quantity: 1 }] },
      'no-wallet',
    );
    assert.equal(refused.status, 422);
    assert.match(refused.body.message, /No active wallet/);
  });

  it('locks mobile + PIN after five wrong PINs for 15 minutes, while the card keeps working', async () => {
    const pinBuyer = await newBuyer(t, admin, 50);
    const cart = [{ slot: 'A1', quantity: 1 }];
    const byPin = (pin: string, k: string) =>
      machineCall(t, machine).authorize({ credential: { mobile: pinBuyer.mobile, pin }, cart }, k);
    for (let i = 1; i <= 4; i++) {
      const res = await byPin('0000', `pin-${i}`);
      assert.equal(res.status, 422);
      assert.equal(res.body.message, 'Wrong mobile number or PIN.');
    }
    const fifth = await byPin('0000', 'pin-5');
    assert.match(fifth.body.message, /locked for 15 minutes/);
    const right = await byPin(pinBuyer.pin, 'pin-6');
    assert.equal(right.status, 422);
    assert.equal(right.body.code, 'PIN_LOCKED');
    const card = await machineCall(t, machine).authorize({ credential: { rfid: pinBuyer.rfid }, cart }, 'pin-card');
    assert.equal(card.status, 201);
    const other = await newBuyer(t, admin, 50);
    const ok = await machineCall(t, machine).authorize(
      { credential: { mobile: other.mobile, pin: other.pin }, cart },
      'pin-ok',
    );
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
  });

  it('refuses a revoked key from the next call; revoke is audited and cannot be repeated', async () => {
    const spare = await newMachine(t, admin, STORE);
    const revoke = await t.call(admin, 'DELETE', `${MERCHANT}/touchpoints/${spare.touchpointId}/keys/${spare.keyId}`);
    assert.equal(revoke.status, 204);
    const res = await machineCall(t, spare).authorize(
      { credential: { rfid: buyer.rfid }, cart: [{ slot: 'A1', quantity: 1 }] },
      'revoked',
    );
    assert.equal(res.status, 401);
    assert.match(res.body.message, /revoked/);
    assert.equal(
      (await t.call(admin, 'DELETE', `${MERCHANT}/touchpoints/${spare.touchpointId}/keys/${spare.keyId}`)).status,
      409,
    );
    const [audit] = await rows(
      t,
      sql`select 1 as ok from audit_log where action = 'revoke_key' and entity_id = ${String(spare.touchpointId)}`,
    );
    assert.ok(audit);
  });

  it("keeps tenants apart: another tenant's admin sees no key, and the ledger still adds up", async () => {
    const acme = await t.login('admin@acme.local');
    assert.equal((await t.call(acme, 'GET', `${MERCHANT}/touchpoints/${machine.touchpointId}/keys`)).status, 404);
    assert.equal((await t.call(acme, 'POST', `${MERCHANT}/touchpoints/${machine.touchpointId}/keys`, {})).status, 404);
    await assertLedgerIntact(t);
  });
});
