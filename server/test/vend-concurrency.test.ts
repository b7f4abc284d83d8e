/**
 * 50 machines × 20 vends at once: retried authorizes, duplicate and racing results, machines that
 * go offline (the sweeper refunds them while late results race it), and operator refunds racing
 * the automatic ones. Afterwards every invariant of money and stock holds.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helper';
import { assertLedgerIntact, rows } from './people-fixtures';
import {
  machineCall,
  newBuyer,
  newMachine,
  ORDER_RULES,
  prng,
  randomCart,
  randomResult,
  TX,
  type Buyer,
  type Machine,
} from './vend-fixtures';

const MACHINES = 50;
const VENDS = 20;
const STOCK = 200;

describe('vends under concurrency', () => {
  let t: TestContext;
  let admin: string;
  const machines: Machine[] = [];
  const buyers: Buyer[] = [];
  const seen = { vends: 0, results: 0, refunds: 0, offline: 0 };

  before(async () => {
    t = await createTestContext({ vendResultTimeoutMs: 300, vendSweepIntervalMs: 0 });
    admin = await t.login('admin@demo.local');
    for (let i = 0; i < MACHINES; i++) {
      machines.push(
        await newMachine(t, admin, [
          { slot: 'A1', name: 'Filter Coffee', mrp: 12.5, stock: STOCK },
          { slot: 'A2', name: 'Poha', mrp: 30, stock: STOCK },
        ]),
      );
    }
    for (let i = 0; i < 30; i++) buyers.push(await newBuyer(t, admin, 5000));
  });
  after(() => t.close());

  async function runMachine(machine: Machine, index: number) {
    const random = prng(index + 1);
    const api = machineCall(t, machine);
    for (let v = 0; v < VENDS; v++) {
      const buyer = buyers[Math.floor(random() * buyers.length)]!;
      const cart = randomCart(random);
      const body = { credential: { rfid: buyer.rfid }, cart };
      const key = `m${index}-v${v}`;
      // Some machines send the authorize twice at once (a retry after a timeout).
      const answers = await Promise.all(
        random() < 0.1 ? [api.authorize(body, key), api.authorize(body, key)] : [api.authorize(body, key)],
      );
      const ok = answers.filter((a) => a.status === 200 || a.status === 201);
      if (ok.length === 0) continue;
      assert.equal(new Set(ok.map((a) => a.body.data.order_id)).size, 1, 'one order per key');
      seen.vends += 1;
      const orderId = ok[0]!.body.data.order_id as number;
      const lines = randomResult(random, cart);
      if (!lines) {
        seen.offline += 1;
        continue;
      }
      const work = [api.result(orderId, lines)];
      if (random() < 0.2) work.push(api.result(orderId, lines));
      if (random() < 0.15) {
        work.push(
          t.call(
            admin,
            'POST',
            `${TX}/orders/${orderId}/refund`,
            { reason: 'Racing refund' },
            { 'idempotency-key': `r-${key}` },
          ),
        );
      }
      const settled = await Promise.all(work);
      for (const res of settled) assert.ok([200, 201, 409, 422].includes(res.status), JSON.stringify(res.body));
      seen.results += 1;
      if (settled.slice(1).some((r) => r.status === 201)) seen.refunds += 1;
    }
  }

  it('keeps every ledger, order, refund and stock invariant', async () => {
    // The sweeper runs throughout, so late results race it.
    let sweeping = true;
    const sweeper = (async () => {
      while (sweeping) {
        await t.app.vendSweeper!.run();
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    await Promise.all(machines.map((m, i) => runMachine(m, i)));
    await new Promise((r) => setTimeout(r, 400));
    sweeping = false;
    await sweeper;
    await t.app.vendSweeper!.run();
    console.log(
      `vend concurrency: ${seen.vends} vends, ${seen.results} results, ${seen.offline} offline, ${seen.refunds} operator refunds`,
    );
    assert.ok(seen.vends >= MACHINES * VENDS * 0.9, `expected most vends to pass, got ${seen.vends}`);

    await assertLedgerIntact(t);
    const [check] = await rows(
      t,
      sql.raw(`select (select count(*) from orders where status = 0)::int as pending, ${ORDER_RULES.join(', ')}`),
    );
    assert.deepEqual(check, {
      pending: 0,
      unbalanced_orders: 0,
      order_ledger_mismatch: 0,
      refund_mismatch: 0,
      unrefunded: 0,
      double_auto_refunds: 0,
      negative_stock: 0,
    });
    // Stock = what it was synced at − what vended (operator refunds do not restock).
    const ids = machines.map((m) => m.touchpointId);
    const stock = await rows<{ touchpoint_id: number; coil: string; stock: number; vended: number }>(
      t,
      sql`select p.touchpoint_id, p.coil, p.stock,
                 (select coalesce(sum(i.vended_qty), 0)::int from order_items i where i.product_id = p.id) as vended
            from touchpoint_products p where p.touchpoint_id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    assert.equal(stock.length, MACHINES * 2);
    for (const s of stock) assert.equal(s.stock, STOCK - s.vended, `${s.touchpoint_id} ${s.coil}`);
  });
});
