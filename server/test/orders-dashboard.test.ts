/** Touchpoint Orders and the Dashboard read the same orders: every figure equals what the list shows. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from './helper';
import { machineCall, newBuyer, newMachine, TX } from './vend-fixtures';

type Row = {
  id: number;
  amount: number;
  refunded_amount: number;
  payment_status: number;
  customer_id: number | null;
  created_at: string;
};

describe('orders list and dashboard', () => {
  let t: TestContext;
  let admin: string;

  before(async () => {
    t = await createTestContext();
    admin = await t.login('admin@demo.local');
    // A few fresh orders, one partial and one pending, on top of the seeded month.
    const machine = await newMachine(t, admin, [{ slot: 'A1', name: 'Lassi', mrp: 40, stock: 20 }]);
    const buyer = await newBuyer(t, admin, 500);
    const api = machineCall(t, machine);
    for (const [i, vended] of [2, 1, null].entries()) {
      const res = await api.authorize(
        { credential: { rfid: buyer.rfid }, cart: [{ slot: 'A1', quantity: 2 }] },
        `dash-${i}`,
      );
      assert.equal(res.status, 201, JSON.stringify(res.body));
      if (vended !== null) await api.result(res.body.data.order_id, [{ slot: 'A1', vended }]);
    }
  });
  after(() => t.close());

  /** Every order of the list for a range, page by page through the cursor. */
  async function listAll(body: Record<string, unknown>): Promise<Row[]> {
    const all: Row[] = [];
    let cursor: string | undefined;
    do {
      const res = await t.call(admin, 'POST', `${TX}/orders/list`, {
        ...body,
        limit: 100,
        ...(cursor ? { cursor } : {}),
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      all.push(...res.body.data);
      cursor = res.body.pagination.nextCursor ?? undefined;
    } while (cursor);
    return all;
  }

  for (const range of ['1d', '1w', '1m'] as const) {
    it(`${range}: orders, sales, refunds, customers and the payment split equal the list's`, async () => {
      const [dash, list] = await Promise.all([t.call(admin, 'POST', `${TX}/dashboard`, { range }), listAll({ range })]);
      assert.equal(dash.status, 200, JSON.stringify(dash.body));
      const { kpis, payment_status, sales_over_time } = dash.body.data;
      const cents = (n: number) => Math.round(n * 100);
      assert.equal(kpis.orders, list.length);
      assert.equal(
        cents(kpis.sales),
        list.reduce((s, o) => s + cents(o.amount) - cents(o.refunded_amount), 0),
      );
      assert.equal(
        cents(kpis.refunds),
        list.reduce((s, o) => s + cents(o.refunded_amount), 0),
      );
      assert.equal(kpis.active_customers, new Set(list.map((o) => o.customer_id)).size);
      for (const split of payment_status) {
        assert.equal(split.orders, list.filter((o) => o.payment_status === split.status).length);
      }
      assert.equal(
        sales_over_time.reduce((s: number, b: { orders: number }) => s + b.orders, 0),
        list.length,
      );
      const total = await t.call(admin, 'POST', `${TX}/orders/list`, { range, limit: 1 });
      assert.equal(total.body.pagination.total, list.length);
    });
  }

  it("filters by status and finds an order by number or by its customer's mobile", async () => {
    const pending = await listAll({ range: '1d', status: 0 });
    assert.ok(pending.length >= 1);
    const [order] = pending;
    const byNo = await t.call(admin, 'POST', `${TX}/orders/list`, { search: String(order!.id) });
    assert.deepEqual(
      byNo.body.data.map((o: Row) => o.id),
      [order!.id],
    );
    const detail = await t.call(admin, 'GET', `${TX}/orders/${order!.id}`);
    const byMobile = await t.call(admin, 'POST', `${TX}/orders/list`, {
      search: detail.body.data.customer_mobile,
      limit: 100,
    });
    assert.ok(byMobile.body.data.some((o: Row) => o.id === order!.id));
  });

  it('pages at any depth by cursor, and refuses an impossible custom date with 400', async () => {
    const first = await t.call(admin, 'POST', `${TX}/orders/list`, { limit: 5 });
    const second = await t.call(admin, 'POST', `${TX}/orders/list`, {
      limit: 5,
      cursor: first.body.pagination.nextCursor,
    });
    const offset = await t.call(admin, 'POST', `${TX}/orders/list`, { limit: 5, offset: 5 });
    assert.deepEqual(
      second.body.data.map((o: Row) => o.id),
      offset.body.data.map((o: Row) => o.id),
    );
    for (const body of [
      { range: 'custom', from: '2026-02-30' },
      { range: 'custom', from: '2026-11-20', to: '2026-11-10' },
      { range: '1d', from: '2026-11-20' },
      { range: 'custom' },
    ]) {
      const res = await t.call(admin, 'POST', `${TX}/orders/list`, body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(typeof res.body.message, 'string');
    }
    const custom = await t.call(admin, 'POST', `${TX}/dashboard`, {
      range: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    assert.equal(custom.status, 200);
    assert.equal(custom.body.data.bucket, 'day');
  });

  it('shows each tenant only its own orders', async () => {
    const acme = await t.login('admin@acme.local');
    const mine = await t.call(admin, 'POST', `${TX}/orders/list`, { limit: 100 });
    const theirs = await t.call(acme, 'POST', `${TX}/orders/list`, { limit: 100 });
    const ids = new Set(mine.body.data.map((o: Row) => o.id));
    assert.ok(theirs.body.data.length > 0);
    assert.ok(theirs.body.data.every((o: Row) => !ids.has(o.id)));
    assert.equal((await t.call(acme, 'GET', `${TX}/orders/${mine.body.data[0].id}`)).status, 404);
  });

  it("offers each tenant's channels and touchpoints as filter choices, to a role that reads only orders", async () => {
    const viewer = await t.login('viewer@demo.local');
    const acme = await t.login('admin@acme.local');
    const [mine, theirs] = await Promise.all([
      t.call(viewer, 'GET', `${TX}/orders/filter-options`),
      t.call(acme, 'GET', `${TX}/orders/filter-options`),
    ]);
    assert.equal(mine.status, 200, JSON.stringify(mine.body));
    const { channels, touchpoints } = mine.body.data as {
      channels: { id: number; name: string }[];
      touchpoints: { id: number; name: string; channel_id: number | null }[];
    };
    assert.ok(channels.length > 0 && touchpoints.length > 0);
    const names = touchpoints.map((tp) => tp.name.toLowerCase());
    assert.deepEqual(
      names,
      [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const channelIds = new Set(channels.map((c) => c.id));
    assert.ok(touchpoints.every((tp) => tp.channel_id === null || channelIds.has(tp.channel_id)));
    const theirIds = new Set(theirs.body.data.touchpoints.map((tp: { id: number }) => tp.id));
    assert.ok(theirs.body.data.touchpoints.length > 0);
    assert.ok(touchpoints.every((tp) => !theirIds.has(tp.id)));
    // Every order's touchpoint in the list is one of the choices (the demo has fewer than the cap).
    const orders = await t.call(viewer, 'POST', `${TX}/orders/list`, { limit: 100 });
    const offered = new Set(touchpoints.map((tp) => tp.id));
    assert.ok(
      orders.body.data.every(
        (o: { touchpoint_id: number | null }) => o.touchpoint_id === null || offered.has(o.touchpoint_id),
      ),
    );
  });
});
