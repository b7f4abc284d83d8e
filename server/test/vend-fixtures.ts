/** What the vend suites share: a machine with a store and a key, buyers with funded wallets, and calls. */
import assert from 'node:assert/strict';
import type { TestContext } from './helper';
import { API as CUSTOMER_API, customerBody, move, newWallet } from './people-fixtures';

export const MERCHANT = '/api/merchant';
export const TX = '/api/transaction';

export interface Machine {
  touchpointId: number;
  channelId: number | null;
  key: string;
  keyId: number;
}

let serial = 0;

/** A vending machine (grid 2 × 5, A1…B5) with the given products, and a live key for it. */
export async function newMachine(
  t: TestContext,
  token: string,
  products: { slot: string; name: string; mrp: number; stock: number }[],
  channelId: number | null = null,
): Promise<Machine> {
  serial += 1;
  const tp = await t.call(token, 'POST', `${MERCHANT}/touchpoints`, {
    name: `Test Machine ${serial}`,
    type: 'vending_machine',
    channel_id: channelId,
    grid: { rows: 2, columns: 5, label_format: 'A1' },
  });
  assert.equal(tp.status, 201, JSON.stringify(tp.body));
  for (const p of products) {
    const res = await t.call(token, 'POST', `${MERCHANT}/touchpoints/${tp.body.data.id}/products`, {
      name: p.name,
      slot: p.slot,
      mrp: p.mrp,
      gst: 5,
      cess: 0,
      stock: p.stock,
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
  }
  const key = await t.call(token, 'POST', `${MERCHANT}/touchpoints/${tp.body.data.id}/keys`, { label: 'Test' });
  assert.equal(key.status, 201, JSON.stringify(key.body));
  return { touchpointId: tp.body.data.id, channelId, key: key.body.data.secret, keyId: key.body.data.id };
}

export interface Buyer {
  customerId: number;
  walletId: number;
  rfid: string;
  mobile: string;
  pin: string;
}

/** A customer with an RFID, a PIN and a primary prepaid wallet holding `rupees`. */
export async function newBuyer(
  t: TestContext,
  token: string,
  rupees: number,
  overrides: Record<string, unknown> = {},
): Promise<Buyer> {
  serial += 1;
  const rfid = `TESTRF${String(serial).padStart(6, '0')}`;
  const body = customerBody({ rfid, pin: '4321', ...overrides });
  const res = await t.call(token, 'POST', `${CUSTOMER_API}/customers`, body);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const wallet = await newWallet(t, token, { customer_id: res.body.data.id, is_primary: true });
  if (rupees > 0) await move(t, token, wallet.id, rupees);
  return {
    customerId: res.body.data.id,
    walletId: wallet.id,
    rfid: String(overrides.rfid ?? rfid),
    mobile: String(body.mobile),
    pin: '4321',
  };
}

export function machineCall(t: TestContext, machine: Pick<Machine, 'key'>) {
  return {
    authorize(body: Record<string, unknown>, key: string) {
      return t.call(machine.key, 'POST', `${TX}/vend/authorize`, body, { 'idempotency-key': key });
    },
    result(orderId: number, lines: { slot: string; vended: number }[]) {
      return t.call(machine.key, 'POST', `${TX}/vend/${orderId}/result`, { lines });
    },
  };
}

/**
 * One item (slot A1, ₹20) vended on a new machine to a new buyer holding ₹100: the machine and
 * the authorization's answer, asserted 201.
 */
export async function vendOne(t: TestContext, token: string, key: string, name = 'Idli') {
  const machine = await newMachine(t, token, [{ slot: 'A1', name, mrp: 20, stock: 5 }]);
  const buyer = await newBuyer(t, token, 100);
  const vend = await machineCall(t, machine).authorize(
    { credential: { rfid: buyer.rfid }, cart: [{ slot: 'A1', quantity: 1 }] },
    key,
  );
  assert.equal(vend.status, 201, JSON.stringify(vend.body));
  return { machine, vend };
}

export async function walletBalance(t: TestContext, token: string, walletId: number): Promise<number> {
  const res = await t.call(token, 'GET', `${CUSTOMER_API}/wallet/${walletId}`);
  assert.equal(res.status, 200);
  return res.body.data.amount as number;
}

export async function stockOf(t: TestContext, token: string, touchpointId: number, slot: string): Promise<number> {
  const res = await t.call(token, 'POST', `${MERCHANT}/touchpoints/${touchpointId}/products/list`, { limit: 100 });
  assert.equal(res.status, 200);
  const product = (res.body.data as { slot: string; stock: number }[]).find((p) => p.slot === slot);
  assert.ok(product, `slot ${slot}`);
  return product.stock;
}

/** A small deterministic random source, so a failure replays. */
export function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A machine's cart drawn from `random`: slot A1 once or twice, and slot A2 once half the time. */
export function randomCart(random: () => number) {
  const cart = [{ slot: 'A1', quantity: 1 + Math.floor(random() * 2) }];
  if (random() < 0.5) cart.push({ slot: 'A2', quantity: 1 });
  return cart;
}

/**
 * What a machine reports after an authorize, drawn from `random`: nothing, gone offline (1 in 10),
 * or a result with its cart vended in full (6 in 10), one short on each line or not at all (3 in 20 each).
 */
export function randomResult(random: () => number, cart: { slot: string; quantity: number }[]) {
  const fate = random();
  if (fate < 0.1) return undefined;
  return cart.map((l) => ({
    slot: l.slot,
    vended: fate < 0.7 ? l.quantity : fate < 0.85 ? l.quantity - 1 : 0,
  }));
}

/**
 * The order rules as columns of a select, each counting the rows that break it: an order's amount
 * less its refunds is what its items still charge and what the ledger took for it; an item's refunded
 * quantity is its refunds'; an item that vended short is refunded the rest, automatically once at
 * most; no stock is negative.
 */
export const ORDER_RULES = [
  `(select count(*) from orders o where o.amount - o.refunded_amount <>
     (select coalesce(sum(i.mrp * (i.qty - i.refunded_qty)), 0) from order_items i where i.order_id = o.id))::int as unbalanced_orders`,
  `(select count(*) from orders o where -o.amount + o.refunded_amount <>
     (select coalesce(sum(w.transaction_amount), 0) from wallet_transactions w where w.order_id = o.id))::int as order_ledger_mismatch`,
  `(select count(*) from order_items i where i.refunded_qty <>
     (select coalesce(sum(r.quantity), 0) from refunds r where r.order_item_id = i.id))::int as refund_mismatch`,
  `(select count(*) from order_items i where i.vended_qty is not null and i.refunded_qty < i.qty - i.vended_qty)::int as unrefunded`,
  `(select count(*) from (select order_item_id from refunds where kind in ('auto', 'timeout') group by 1 having count(*) > 1) x)::int as double_auto_refunds`,
  `(select count(*) from touchpoint_products where stock < 0)::int as negative_stock`,
];
