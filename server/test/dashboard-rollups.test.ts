/**
 * The Dashboard's roll-ups: whatever has been folded, a figure equals the orders' own — the KPIs,
 * the split, sales over time, top touchpoints and products, for ranges whose edges cut buckets —
 * and a refund after a fold moves exactly its amount.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { rowsOf } from '../src/lib/list';
import { dashboardOf } from '../src/services/transaction/dashboard/dashboard-service';
import { rollupFolding } from '../src/services/transaction/dashboard/rollup-repository';
import { withDemoServer, type TestContext } from './helper';
import { machineCall, newBuyer, newMachine, TX } from './vend-fixtures';

type Dash = {
  kpis: { sales: number; orders: number; refunds: number; active_customers: number };
  sales_over_time: { at: string; sales: number; orders: number }[];
  payment_status: { status: number; orders: number; amount: number }[];
  vend_outcome: { outcome: string; orders: number }[];
  top_touchpoints: { id: number; sales: number; orders: number }[];
  top_products: { name: string; quantity: number; sales: number }[];
};

/** Waits until no other session runs a statement on this database (at most 10 s). */
async function untilNoOtherStatement(database: Database): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = rowsOf(
      await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
      ),
    );
    if (Number(row!.n) === 0) return;
    if (Date.now() > deadline) throw new Error('another session kept running statements for 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('dashboard roll-ups', () => {
  let t: TestContext, admin: string, orderId: number, itemId: number;
  withDemoServer({ signIn: ['admin'] }, async (server) => {
    ({ t, admin } = server);
    const machine = await newMachine(t, admin, [
      { slot: 'A1', name: 'Rollup Chai', mrp: 25, stock: 50 },
      { slot: 'A2', name: 'Rollup Vada', mrp: 30, stock: 50 },
    ]);
    const buyer = await newBuyer(t, admin, 2000);
    const api = machineCall(t, machine);
    // Partial, partial, failed, full, and one without a result.
    for (const [i, vended] of [[2, 1], [1, 0], [0, 0], [2, 2], null].entries()) {
      const res = await api.authorize(
        {
          credential: { rfid: buyer.rfid },
          cart: [
            { slot: 'A1', quantity: 2 },
            { slot: 'A2', quantity: 2 },
          ],
        },
        `rollup-${i}`,
      );
      assert.equal(res.status, 201, JSON.stringify(res.body));
      orderId = res.body.data.order_id;
      if (vended) {
        await api.result(orderId, [
          { slot: 'A1', vended: vended[0]! },
          { slot: 'A2', vended: vended[1]! },
        ]);
      }
    }
    // The last vended order (A1 ×2, A2 ×2) is the one refunded later.
    const list = await t.call(admin, 'POST', `${TX}/orders/list`, { range: '1d', status: 1, limit: 1 });
    orderId = list.body.data[0].id;
    const detail = await t.call(admin, 'GET', `${TX}/orders/${orderId}`);
    itemId = detail.body.data.items.find((i: { product_name: string }) => i.product_name === 'Rollup Vada').id;
  });

  const dashboard = async (body: Record<string, unknown>): Promise<Dash> => {
    const res = await t.call(admin, 'POST', `${TX}/dashboard`, body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data;
  };
  const deltas = async () =>
    Number(rowsOf(await t.database.db.execute(sql`select count(*)::int as n from order_deltas`))[0]!.n);

  /** The figures straight from the orders of tenant 1 in [from, to), sales over time by `unit`. */
  async function fromOrders(from: string, to: string, unit: string) {
    const period = sql`o.tenant_id = 1 and o.created_at >= ${from}::timestamptz and o.created_at < ${to}::timestamptz`;
    const [kpi] = rowsOf(
      await t.database.db.execute(sql`
        select count(*)::int as orders, coalesce(sum(amount - refunded_amount), 0)::text as sales,
               coalesce(sum(refunded_amount), 0)::text as refunds, count(distinct customer_id)::int as customers,
               count(*) filter (where vend_status = 'success')::int as success,
               count(*) filter (where vend_status = 'partial')::int as partial,
               count(*) filter (where vend_status = 'failed')::int as failed
          from orders o where ${period}`),
    );
    const touchpoints = rowsOf(
      await t.database.db.execute(sql`
        select touchpoint_id as id, sum(amount - refunded_amount)::text as sales, count(*)::int as orders
          from orders o where ${period} and touchpoint_id is not null
         group by touchpoint_id order by sum(amount - refunded_amount) desc, touchpoint_id limit 5`),
    );
    const products = rowsOf(
      await t.database.db.execute(sql`
        select i.product_name as name, sum(i.qty - i.refunded_qty)::int as quantity,
               sum((i.qty - i.refunded_qty) * i.mrp)::text as sales
          from orders o join order_items i on i.order_id = o.id where ${period}
         group by i.product_name having sum(i.qty - i.refunded_qty) > 0 order by 2 desc, 1 limit 5`),
    );
    const overTime = rowsOf(
      await t.database.db.execute(sql`
        select to_char(date_trunc(${unit}::text, created_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD"T"HH24:MI') as at,
               sum(amount - refunded_amount)::text as sales, count(*)::int as orders
          from orders o where ${period} group by 1 order by 1`),
    );
    return { kpi: kpi!, touchpoints, products, overTime };
  }

  const rupees = (paise: unknown) => Number(paise) / 100;

  async function assertEqualsOrders(body: Record<string, unknown>) {
    const dash = await dashboard(body);
    const { from, to, bucket } = dash as unknown as { from: string; to: string; bucket: string };
    const want = await fromOrders(from, to, bucket);
    assert.equal(dash.kpis.orders, want.kpi.orders, `orders ${JSON.stringify(body)}`);
    assert.equal(dash.kpis.sales, rupees(want.kpi.sales));
    assert.equal(dash.kpis.refunds, rupees(want.kpi.refunds));
    assert.equal(dash.kpis.active_customers, want.kpi.customers);
    assert.equal(
      dash.payment_status.reduce((s, p) => s + p.orders, 0),
      want.kpi.orders,
    );
    assert.deepEqual(
      dash.vend_outcome.map((v) => [v.outcome, v.orders]),
      ['success', 'partial', 'failed'].map((outcome) => [outcome, Number(want.kpi[outcome])]),
      `vend outcome ${JSON.stringify(body)}`,
    );
    assert.deepEqual(
      dash.sales_over_time.filter((b) => b.orders > 0).map((b) => [b.at, b.sales, b.orders]),
      want.overTime.map((b) => [String(b.at), rupees(b.sales), Number(b.orders)]),
    );
    // Every bucket of the period is there, one step apart, a quiet one as zero.
    const step = bucket === 'hour' ? 3_600_000 : 86_400_000;
    const starts = dash.sales_over_time.map((b) => Date.parse(`${b.at}:00Z`));
    starts.slice(1).forEach((at, i) => {
      const gap = at - starts[i]!;
      // A day across a daylight-saving change is 23 or 25 hours of wall clock: never here (India).
      assert.equal(gap, step, `${dash.sales_over_time[i]!.at} → ${dash.sales_over_time[i + 1]!.at}`);
    });
    assert.ok(starts.length >= Math.floor((Date.parse(to) - Date.parse(from)) / step), `${starts.length} buckets`);
    assert.deepEqual(
      dash.top_touchpoints.map((tp) => [tp.id, tp.sales, tp.orders]),
      want.touchpoints.map((tp) => [Number(tp.id), rupees(tp.sales), Number(tp.orders)]),
    );
    assert.deepEqual(
      dash.top_products.map((p) => [p.name, p.quantity, p.sales]),
      want.products.map((p) => [String(p.name), Number(p.quantity), rupees(p.sales)]),
    );
    return dash;
  }

  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  // Presets end at this instant, which no bucket edge matches; the custom ones start and end
  // mid-hour, and the last lies inside one quarter of an hour (no whole bucket at all).
  const ranges = [
    { range: '1d' },
    { range: '1w' },
    { range: '1m' },
    { range: 'custom', from: `${new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10)}T10:07` },
    {
      range: 'custom',
      from: `${new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10)}T09:52`,
      to: `${new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)}T17:23`,
    },
    { range: 'custom', from: `${day(4)}T12:31`, to: `${day(4)}T12:44` },
  ];

  it('equals the orders with the changes not yet folded, and folded, and the same either way', async () => {
    assert.ok((await deltas()) > 0, 'the vends above left deltas to fold');
    for (const body of ranges) await assertEqualsOrders(body);
    // The same instant read both ways: the vends' deltas unfolded, then folded.
    const now = new Date();
    const read = () =>
      Promise.all(ranges.map((body) => dashboardOf(t.database.db, 1, 'Asia/Kolkata', body as never, now)));
    const unfolded = await read();
    assert.ok((await t.app.rollupFolder!.run()) > 0);
    assert.equal(await deltas(), 0);
    assert.deepEqual(await read(), unfolded);
    for (const body of ranges) await assertEqualsOrders(body);
  });

  it('moves a refund after the fold by exactly its amount, in its product and touchpoint', async () => {
    await t.app.rollupFolder!.run();
    // From a fixed start: "the last day up to now" would move between the reads, and an order at
    // its edge would drop out of the figures compared.
    const sinceYesterday = { range: 'custom', from: day(1) };
    const before = await assertEqualsOrders(sinceYesterday);
    const res = await t.call(
      admin,
      'POST',
      `${TX}/orders/${orderId}/refund`,
      { lines: [{ item_id: itemId, quantity: 1 }], reason: 'Cold vada' },
      { 'idempotency-key': 'rollup-refund' },
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const unfolded = await assertEqualsOrders(sinceYesterday);
    assert.equal(Math.round((before.kpis.sales - unfolded.kpis.sales) * 100), 3000);
    assert.equal(Math.round((unfolded.kpis.refunds - before.kpis.refunds) * 100), 3000);
    assert.equal(unfolded.kpis.orders, before.kpis.orders);
    await t.app.rollupFolder!.run();
    const folded = await assertEqualsOrders(sinceYesterday);
    assert.deepEqual(folded.kpis, unfolded.kpis);
    assert.deepEqual(folded.top_products, unfolded.top_products);
  });

  it('keeps each tenant to its own roll-ups', async () => {
    await t.app.rollupFolder!.run();
    const acme = await t.login('admin@acme.local');
    const theirs = await t.call(acme, 'POST', `${TX}/dashboard`, { range: '1m' });
    assert.equal(theirs.status, 200);
    const [own] = rowsOf(
      await t.database.db.execute(
        sql`select count(*)::int as n from orders where tenant_id = 2 and created_at >= ${theirs.body.data.from}::timestamptz`,
      ),
    );
    assert.equal(theirs.body.data.kpis.orders, Number(own!.n));
    assert.ok(!theirs.body.data.top_products.some((p: { name: string }) => p.name.startsWith('Rollup')));
  });

  it("moves an order's figures, and its lines', when the order moves out of the period", async () => {
    await t.app.rollupFolder!.run();
    const body = { range: 'custom', from: day(2) };
    const before = await assertEqualsOrders(body);
    // As a test moving a vend back in time does: five days earlier, before the period whatever the
    // hour (the period starts at midnight of a UTC date read in the tenant's zone, so three days
    // back stayed inside it late in the UTC day).
    await t.database.db.execute(
      sql`update orders set created_at = created_at - interval '5 days' where id = ${orderId}`,
    );
    const unfolded = await assertEqualsOrders(body);
    await t.app.rollupFolder!.run();
    const folded = await assertEqualsOrders(body);
    assert.deepEqual(folded.kpis, unfolded.kpis);
    assert.equal(folded.kpis.orders, before.kpis.orders - 1);
  });

  it('vacuums the deltas it folded on either database, so the queue never keeps its dead rows', async () => {
    await t.app.rollupFolder!.run();
    // Nothing else reads this database while it vacuums: a statement of the job queue's (a poll, its
    // maintenance) begun before the fold's last delete would keep those rows, and their page, in use.
    await t.app.jobQueue.stop();
    await untilNoOtherStatement(t.database);
    // An order moved by a second writes deltas (out of its old time, into the new one).
    await t.database.db.execute(
      sql`update orders set created_at = created_at - interval '1 second' where id = ${orderId}`,
    );
    const fold = rollupFolding(t.database, 0);
    assert.ok((await fold()) > 0, 'the move wrote deltas');
    // Every delta was deleted by the fold and vacuumed after it: the emptied pages are given back.
    const [size] = rowsOf(await t.database.db.execute(sql`select pg_relation_size('order_deltas')::int as bytes`));
    assert.equal(Number(size!.bytes), 0);
  });

  it('a database upgraded from before the vend outcome split counts its partial and failed vends', async () => {
    await t.app.rollupFolder!.run();
    const want = await assertEqualsOrders({ range: '1m' });
    // As the database stood before the split: the counts were not kept, some deltas still unfolded.
    await t.database.db.execute(sql`update order_rollups set partial_vends = 0, failed_vends = 0`);
    const pending = await t.database.db.execute(sql`select id from orders where vend_status = 'pending' limit 1`);
    assert.equal(rowsOf(pending).length, 1, 'the fixtures hold an order without a result');
    // Failed, an hour ago: inside the 30-day range whenever the test runs (the fixtures' pending
    // orders fall on any day of the last weeks, and one older than 30 days would count in none).
    await t.database.db.execute(
      sql`update orders set vend_status = 'failed', status = 2, created_at = now() - interval '1 hour'
          where id = ${rowsOf(pending)[0]!.id}`,
    );
    await t.database.db.execute(sql`update order_deltas set partial_vends = 0, failed_vends = 0`);
    // The migration's own backfill (its last statement), then the fold of what was left.
    const migration = readFileSync(new URL('../drizzle/0017_vend_outcomes.sql', import.meta.url), 'utf8');
    await t.database.db.execute(sql.raw(migration.split('--> statement-breakpoint').at(-1)!));
    await t.app.rollupFolder!.run();
    const upgraded = await assertEqualsOrders({ range: '1m' });
    const failed = (d: Dash) => d.vend_outcome.find((v) => v.outcome === 'failed')!.orders;
    assert.equal(failed(upgraded), failed(want) + 1);
  });
});
