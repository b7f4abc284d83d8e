/** After the vend: results and their automatic refunds, the sweeper, operator refunds and the rules. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { formatMinute } from '@console/shared/contracts/rule-windows';
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
  { slot: 'A1', name: 'Masala Chai', mrp: 15, stock: 50 },
  { slot: 'A2', name: 'Veg Sandwich', mrp: 45.5, stock: 50 },
];

/** Minutes of the day in Kolkata now, for windows that are open (or closed) while the test runs. */
function istMinuteNow(): number {
  const now = new Date(Date.now() + 5.5 * 3_600_000);
  return now.getUTCHours() * 60 + now.getUTCMinutes();
}
const windowAround = (fromMinutes: number, toMinutes: number) =>
  `${formatMinute(istMinuteNow() + fromMinutes)}-${formatMinute(istMinuteNow() + toMinutes)}`;

describe('vend results, the sweeper, refunds and rules', () => {
  let t: TestContext, admin: string, machine: Machine, buyer: Buyer;
  withDemoServer(
    { signIn: ['admin'], config: { vendResultTimeoutMs: 60_000, vendSweepIntervalMs: 0 } },
    async (server) => {
      ({ t, admin } = server);
      machine = await newMachine(t, admin, STORE);
      buyer = await newBuyer(t, admin, 500);
    },
  );

  const vend = async (cart: { slot: string; quantity: number }[], key: string, who: Buyer = buyer) => {
    const res = await machineCall(t, machine).authorize({ credential: { rfid: who.rfid }, cart }, key);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data as { order_id: number; amount: number };
  };

  it('settles a partial vend: line statuses, one refund per unvended line, stock by what vended, once', async () => {
    const order = await vend(
      [
        { slot: 'A1', quantity: 2 },
        { slot: 'A2', quantity: 1 },
      ],
      'partial',
    );
    assert.equal(await walletBalance(t, admin, buyer.walletId), 500 - 75.5);
    const res = await machineCall(t, machine).result(order.order_id, [
      { slot: 'A1', vended: 1 },
      { slot: 'A2', vended: 1 },
    ]);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.vend_status, 'partial');
    assert.equal(res.body.data.status, 1);
    assert.equal(res.body.data.refunded_amount, 15);
    assert.equal(res.body.data.balance, 500 - 60.5);
    assert.deepEqual(
      res.body.data.lines.map((l: { vend_status: string }) => l.vend_status),
      ['partial', 'success'],
    );
    assert.equal(await stockOf(t, admin, machine.touchpointId, 'A1'), 49);
    const detail = await t.call(admin, 'GET', `${TX}/orders/${order.order_id}`);
    assert.equal(detail.status, 200);
    assert.deepEqual(
      detail.body.data.refunds.map((r: { name: string; quantity: number; status: number; kind: string }) => [
        r.name,
        r.quantity,
        r.status,
        r.kind,
      ]),
      [['Masala Chai', 1, 1, 'auto']],
    );
    // The same result again replays; another one is refused; nothing moves.
    const again = await machineCall(t, machine).result(order.order_id, [
      { slot: 'A2', vended: 1 },
      { slot: 'A1', vended: 1 },
    ]);
    assert.equal(again.body.data.replayed, true);
    const other = await machineCall(t, machine).result(order.order_id, [
      { slot: 'A1', vended: 0 },
      { slot: 'A2', vended: 1 },
    ]);
    assert.equal(other.status, 409);
    assert.equal(await walletBalance(t, admin, buyer.walletId), 500 - 60.5);
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from refunds where order_id = ${order.order_id}`,
    );
    assert.equal(n, 1);
  });

  it('refuses a result that does not fit the order, and writes nothing', async () => {
    const order = await vend([{ slot: 'A1', quantity: 1 }], 'misfit');
    const bad: [{ slot: string; vended: number }[], RegExp][] = [
      [[{ slot: 'A1', vended: 2 }], /2 vended but 1 authorized/],
      [[{ slot: 'A2', vended: 0 }], /not a line of order/],
      [
        [
          { slot: 'A1', vended: 1 },
          { slot: 'A1', vended: 1 },
        ],
        /reported twice/,
      ],
    ];
    for (const [lines, message] of bad) {
      const res = await machineCall(t, machine).result(order.order_id, lines);
      assert.equal(res.status, 400);
      assert.match(res.body.message, message);
    }
    assert.equal((await machineCall(t, machine).result(999_999, [{ slot: 'A1', vended: 1 }])).status, 404);
    const elsewhere = await newMachine(t, admin, STORE);
    assert.equal((await machineCall(t, elsewhere).result(order.order_id, [{ slot: 'A1', vended: 1 }])).status, 403);
    const [{ status } = { status: -1 }] = await rows<{ status: number }>(
      t,
      sql`select status from orders where id = ${order.order_id}`,
    );
    assert.equal(status, 0);
  });

  it('fails and refunds in full a vend whose result never came; a late result is 409 and moves nothing', async () => {
    const order = await vend([{ slot: 'A2', quantity: 2 }], 'offline');
    const stock = await stockOf(t, admin, machine.touchpointId, 'A2');
    await t.database.db.execute(
      sql`update orders set created_at = created_at - interval '2 minutes' where id = ${order.order_id}`,
    );
    const balance = await walletBalance(t, admin, buyer.walletId);
    assert.ok((await t.app.vendSweeper!.run()) >= 1);
    assert.equal(await walletBalance(t, admin, buyer.walletId), balance + 91);
    assert.equal(await stockOf(t, admin, machine.touchpointId, 'A2'), stock + 2);
    const late = await machineCall(t, machine).result(order.order_id, [{ slot: 'A2', vended: 2 }]);
    assert.equal(late.status, 409);
    assert.match(late.body.message, /timed out/);
    assert.equal(await walletBalance(t, admin, buyer.walletId), balance + 91);
    const detail = await t.call(admin, 'GET', `${TX}/orders/${order.order_id}`);
    assert.equal(detail.body.data.vend_status, 'failed');
    assert.equal(detail.body.data.timed_out, true);
    assert.equal(detail.body.data.refunds[0].kind, 'timeout');
  });

  it('lets an operator refund a vended line once, with a reason, through the ledger', async () => {
    const order = await vend([{ slot: 'A1', quantity: 2 }], 'to-refund');
    const early = await t.call(
      admin,
      'POST',
      `${TX}/orders/${order.order_id}/refund`,
      { reason: 'Stale tea' },
      { 'idempotency-key': 'r-early' },
    );
    assert.equal(early.status, 409);
    await machineCall(t, machine).result(order.order_id, [{ slot: 'A1', vended: 2 }]);
    const detail = await t.call(admin, 'GET', `${TX}/orders/${order.order_id}`);
    const itemId = detail.body.data.items[0].id;
    const balance = await walletBalance(t, admin, buyer.walletId);
    const body = { lines: [{ item_id: itemId, quantity: 1 }], reason: 'Cup leaked' };
    const first = await t.call(admin, 'POST', `${TX}/orders/${order.order_id}/refund`, body, {
      'idempotency-key': 'r-1',
    });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.equal(first.body.data.order.refunded_amount, 15);
    const replay = await t.call(admin, 'POST', `${TX}/orders/${order.order_id}/refund`, body, {
      'idempotency-key': 'r-1',
    });
    assert.equal(replay.status, 200);
    assert.equal(replay.body.data.replayed, true);
    assert.equal(await walletBalance(t, admin, buyer.walletId), balance + 15);
    // The second cup once; then nothing is left.
    const rest = await t.call(
      admin,
      'POST',
      `${TX}/orders/${order.order_id}/refund`,
      { reason: 'Refund the rest' },
      { 'idempotency-key': 'r-2' },
    );
    assert.equal(rest.status, 201);
    const twice = await t.call(admin, 'POST', `${TX}/orders/${order.order_id}/refund`, body, {
      'idempotency-key': 'r-3',
    });
    assert.equal(twice.status, 422);
    assert.match(twice.body.message, /already refunded in full/);
    assert.equal(await walletBalance(t, admin, buyer.walletId), balance + 30);
    const viewer = await t.login('viewer@demo.local');
    assert.equal(
      (await t.call(viewer, 'POST', `${TX}/orders/${order.order_id}/refund`, body, { 'idempotency-key': 'r-4' }))
        .status,
      403,
    );
    const acme = await t.login('admin@acme.local');
    assert.equal((await t.call(acme, 'GET', `${TX}/orders/${order.order_id}`)).status, 404);
    assert.equal(
      (await t.call(acme, 'POST', `${TX}/orders/${order.order_id}/refund`, body, { 'idempotency-key': 'r-5' })).status,
      404,
    );
  });

  it("refuses a vend outside a rule window, and past a window limit, with the rule's message", async () => {
    // A buyer of their own: what `buyer` took earlier in this window would count against the limit.
    const member = await newBuyer(t, admin, 200);
    const group = await t.call(admin, 'POST', '/api/customer/customer-groups', {
      name: 'Rule Testers',
      customer_ids: [member.customerId],
    });
    assert.equal(group.status, 201, JSON.stringify(group.body));
    const rule = (rows: { name: string; time: string; limit: number }[], name: string) =>
      t.call(admin, 'POST', `${MERCHANT}/rules`, {
        name,
        type: 'quantity',
        touchpoint_id: machine.touchpointId,
        channel_id: null,
        customer_group_id: group.body.data.id,
        status: 1,
        rows,
      });
    const lunch = await rule([{ name: 'Lunch', time: windowAround(-30, 30), limit: 2 }], 'Lunch Cap');
    assert.equal(lunch.status, 201, JSON.stringify(lunch.body));
    await vend([{ slot: 'A1', quantity: 2 }], 'rule-1', member);
    const over = await machineCall(t, machine).authorize(
      { credential: { rfid: member.rfid }, cart: [{ slot: 'A1', quantity: 1 }] },
      'rule-2',
    );
    assert.equal(over.status, 422);
    assert.equal(over.body.message, 'Lunch allows 2 items; 2 already taken today.');
    const closed = await rule([{ name: 'Later', time: windowAround(120, 180), limit: 5 }], 'Closed Now');
    assert.equal(closed.status, 201);
    await t.call(admin, 'DELETE', `${MERCHANT}/rules/${lunch.body.data.id}`);
    const shut = await machineCall(t, machine).authorize(
      { credential: { rfid: member.rfid }, cart: [{ slot: 'A1', quantity: 1 }] },
      'rule-3',
    );
    assert.equal(shut.status, 422);
    assert.match(shut.body.message, /^Closed Now allows vending only /);
    // Someone outside the rule's group is not bound by it.
    const free = await newBuyer(t, admin, 50);
    await vend([{ slot: 'A1', quantity: 1 }], 'rule-free', free);
    await assertLedgerIntact(t);
  });

  it('checks every wallet still adds up and no stock is negative', async () => {
    await assertLedgerIntact(t);
    const [{ negative } = { negative: -1 }] = await rows<{ negative: number }>(
      t,
      sql`select count(*)::int as negative from touchpoint_products where stock < 0`,
    );
    assert.equal(negative, 0);
  });
});
