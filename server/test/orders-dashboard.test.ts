/** Touchpoint Orders and the Dashboard read the same orders: every figure equals what the list shows. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helper';
import { rows } from './people-fixtures';
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

  it("offers each tenant's channels as filter choices, to a role that reads only orders", async () => {
    const viewer = await t.login('viewer@demo.local');
    const acme = await t.login('admin@acme.local');
    const [mine, theirs] = await Promise.all([
      t.call(viewer, 'GET', `${TX}/orders/filter-options`),
      t.call(acme, 'GET', `${TX}/orders/filter-options`),
    ]);
    assert.equal(mine.status, 200, JSON.stringify(mine.body));
    const channels = mine.body.data.channels as { id: number; name: string }[];
    const expected = await rows<{ id: number }>(
      t,
      sql`select id from channels where tenant_id = 1 order by lower(name), id`,
    );
    assert.deepEqual(
      channels.map((c) => c.id),
      expected.map((c) => c.id),
    );
    assert.deepEqual(Object.keys(mine.body.data), ['channels']);
    const theirIds = new Set(theirs.body.data.channels.map((c: { id: number }) => c.id));
    assert.ok(theirIds.size > 0 && channels.every((c) => !theirIds.has(c.id)));
  });

  it('finds any of the tenant’s touchpoints for the Touchpoint filter by name and channel, saying how many match', async () => {
    const viewer = await t.login('viewer@demo.local');
    const find = async (body: object) => {
      const res = await t.call(viewer, 'POST', `${TX}/orders/touchpoint-options`, body);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body as { data: { id: number; name: string; channel: string | null }[]; total: number };
    };
    const all = await rows<{ id: number; name: string; channel_id: number | null }>(
      t,
      sql`select id, name, channel_id from touchpoints where tenant_id = 1 order by lower(name), id`,
    );
    const first = await find({ limit: 5 });
    assert.deepEqual(
      first.data.map((o) => o.id),
      all.slice(0, 5).map((tp) => tp.id),
    );
    assert.equal(first.total, all.length);

    // The last by name is found by typing part of it, and by its channel.
    const last = all.at(-1)!;
    const term = last.name.slice(1, -1).toUpperCase();
    const typed = await find({ q: term, limit: 20 });
    assert.ok(typed.data.some((o) => o.id === last.id));
    assert.ok(typed.data.every((o) => o.name.toUpperCase().includes(term)));
    assert.equal(typed.total, all.filter((tp) => tp.name.toUpperCase().includes(term)).length);
    const channelled = all.filter((tp) => tp.channel_id !== null).at(-1)!;
    const ofChannel = all.filter((tp) => tp.channel_id === channelled.channel_id);
    const narrowed = await find({ channel_id: channelled.channel_id, limit: 20 });
    assert.equal(narrowed.total, ofChannel.length);
    assert.ok(ofChannel.length < all.length, 'the channel holds some of the touchpoints, not all');
    assert.deepEqual(
      narrowed.data.map((o) => o.id),
      ofChannel.slice(0, 20).map((tp) => tp.id),
    );
    // A chosen one by id (the filter's value in the URL); another tenant's is not found.
    assert.deepEqual(
      (await find({ ids: [last.id] })).data.map((o) => o.id),
      [last.id],
    );
    const [theirs] = await rows<{ id: number }>(t, sql`select id from touchpoints where tenant_id = 2 limit 1`);
    assert.deepEqual((await find({ ids: [theirs!.id] })).data, []);
    const bad = await t.call(viewer, 'POST', `${TX}/orders/touchpoint-options`, { limit: 500 });
    assert.equal(bad.status, 400);
  });
});
