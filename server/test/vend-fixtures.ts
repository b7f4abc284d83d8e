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
