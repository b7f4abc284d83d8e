/**
 * SQL of the Dashboard's figures for a period: per payment status (orders, sales, refunds, settled
 * and full, partial, failed vends), sales over time in buckets, top touchpoints and products, the
 * float held in wallets now, and the active customers.
 *
 * Read from the roll-ups maintained on write (`rollups.ts`, `rollup-repository.ts`) for the whole
 * buckets of the period, the deltas not yet folded, and the orders of its two partial buckets: a
 * month costs about what a day does, and equals the list to the paisa.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  customerLastOrders,
  orderDeltas,
  orderItems,
  orderRollups,
  orders,
  productRollups,
  touchpointRollups,
  touchpoints,
  wallets,
} from '../../../db/schema';
import { rowsOf } from '../../../lib/list';
import type { Period } from '../../../lib/period';
import * as rollupRepo from './rollup-repository';

const TOP = 5;

/** A span of time, `to` exclusive (ISO strings, as the database takes them). */
type Span = readonly [from: string, to: string];

/**
 * A period cut at bucket edges: the whole buckets of `width` in it (read from the roll-ups and the
 * deltas not yet folded) and the partial ones at its two ends (read from the orders themselves) —
 * one end only when it runs to now (1 Day, 1 Week, 1 Month): no order comes after now.
 */
interface Cut {
  whole: Span | null;
  edges: Span[];
}

function cut(period: Period, width: number, now: Date): Cut {
  const from = period.from.getTime();
  const to = period.to.getTime();
  const first = Math.ceil(from / width) * width;
  // A period that runs to now has no order after it: the bucket now is in is whole for it.
  const last = to > now.getTime() ? Math.ceil(to / width) * width : Math.floor(to / width) * width;
  const iso = (ms: number) => new Date(ms).toISOString();
  if (first >= last) return { whole: null, edges: [[iso(from), iso(to)]] };
  const edges: Span[] = [];
  if (from < first) edges.push([iso(from), iso(first)]);
  if (last < to) edges.push([iso(last), iso(to)]);
  return { whole: [iso(first), iso(last)], edges };
}

const within = (column: SQL, [from, to]: Span) =>
  sql`${column} >= ${from}::timestamptz and ${column} < ${to}::timestamptz`;

/**
 * The rows of a figure over a period: `rollup` and `deltas` select the same columns for the whole
 * buckets (each given its span's condition), `raw` for the orders of one edge (given its condition
 * on `o.created_at`). `union all` of them all; a select that can have no row is left out — so the
 * first select may be any of them, and the caller names the columns (`from (…) s(a, b, …)`).
 */
function sourceOf(c: Cut, rollup: (span: SQL) => SQL, deltas: (span: SQL) => SQL, raw: (span: SQL) => SQL): SQL {
  const parts: SQL[] = [];
  if (c.whole) {
    parts.push(rollup(within(sql.raw('bucket'), c.whole)));
    parts.push(deltas(within(sql.raw('created_at'), c.whole)));
  }
  for (const edge of c.edges) parts.push(raw(within(sql.raw('o.created_at'), edge)));
  return sql.join(parts, sql` union all `);
}

/** The figures' rows for `period`, sales over time in buckets of an `hour` or a `day` of `timeZone`. */
export async function dashboardFigures(
  db: Db,
  tenantId: number,
  timeZone: string,
  period: Period,
  bucket: 'hour' | 'day',
  now: Date,
) {
  const t = sql`tenant_id = ${tenantId}::int`;
  const quarters = cut(period, rollupRepo.QUARTER_MS, now);
  const hours = cut(period, rollupRepo.HOUR_MS, now);

  // The tenant's figures per payment status, with the time they belong to (whole 15 minutes, so a
  // local hour or day is whole buckets in any zone).
  const tenantRows = sourceOf(
    quarters,
    (span) => sql`select payment_status as status, orders, amount - refunded as sales, refunded, settled, full_vends,
                         partial_vends, failed_vends, bucket as at from ${orderRollups} where ${t} and ${span}`,
    (span) => sql`select payment_status, orders, amount - refunded, refunded, settled, full_vends, partial_vends,
                         failed_vends, created_at
                    from ${orderDeltas} where ${t} and product_name is null and ${span}`,
    (span) => sql`select o.payment_status, 1, o.amount - o.refunded_amount, o.refunded_amount, (o.status <> 0)::int,
                         (o.vend_status = 'success')::int, (o.vend_status = 'partial')::int,
                         (o.vend_status = 'failed')::int, o.created_at from ${orders} o where o.${t} and ${span}`,
  );
  const touchpointRows = sourceOf(
    hours,
    (span) => sql`select touchpoint_id, orders, sales from ${touchpointRollups} where ${t} and ${span}`,
    (span) => sql`select touchpoint_id, orders, amount - refunded from ${orderDeltas}
                   where ${t} and product_name is null and touchpoint_id is not null and ${span}`,
    (span) => sql`select o.touchpoint_id, 1, o.amount - o.refunded_amount from ${orders} o
                   where o.${t} and o.touchpoint_id is not null and ${span}`,
  );
  const productRows = sourceOf(
    hours,
    (span) => sql`select product_name as name, quantity, sales from ${productRollups} where ${t} and ${span}`,
    (span) =>
      sql`select product_name, quantity, sales from ${orderDeltas} where ${t} and product_name is not null and ${span}`,
    (span) => sql`select i.product_name, i.qty - i.refunded_qty, (i.qty - i.refunded_qty) * i.mrp
                    from ${orders} o join ${orderItems} i on i.order_id = o.id where o.${t} and ${span}`,
  );
  // Active customers: while the period runs to now, those whose latest order is in it (an index
  // range); a period in the past counts its orders' distinct customers.
  const from = period.from.toISOString();
  // The period's last instant so far: its end, or now while it runs.
  const lastInstant = new Date(Math.min(period.to.getTime(), now.getTime()) - 1).toISOString();
  const activeSql =
    period.to.getTime() > now.getTime()
      ? sql`select count(*)::int as n from (
              select customer_id from ${customerLastOrders} where ${t} and last_order_at >= ${from}::timestamptz
              union
              select customer_id from ${orderDeltas}
               where ${t} and product_name is null and orders > 0 and customer_id is not null and created_at >= ${from}::timestamptz
            ) c`
      : sql`select count(distinct o.customer_id)::int as n from ${orders} o
             where o.${t} and ${within(sql.raw('o.created_at'), [from, period.to.toISOString()])}`;

  const [byStatus, overTime, topTouchpoints, topProducts, float, active] = await Promise.all([
    db.execute(sql`
      select status, sum(orders)::int as orders, sum(sales)::text as sales, sum(refunded)::text as refunds,
             sum(settled)::int as settled, sum(full_vends)::int as full_vends,
             sum(partial_vends)::int as partial_vends, sum(failed_vends)::int as failed_vends
        from (${tenantRows}) s(status, orders, sales, refunded, settled, full_vends, partial_vends, failed_vends, at)
       group by status having sum(orders) > 0 order by status`),
    // Every bucket of the period, a quiet one as zero: a chart's axis is time, not the hours that sold.
    db.execute(sql`
      with sums as (
        select date_trunc(${bucket}::text, at at time zone ${timeZone}::text) as t, sum(sales) as sales, sum(orders) as orders
          from (${tenantRows}) s(status, orders, sales, refunded, settled, full_vends, partial_vends, failed_vends, at)
         group by 1),
      steps as (
        select generate_series(date_trunc(${bucket}::text, ${from}::timestamptz at time zone ${timeZone}::text),
                               date_trunc(${bucket}::text, ${lastInstant}::timestamptz at time zone ${timeZone}::text),
                               ('1 ' || ${bucket}::text)::interval) as t)
      select to_char(steps.t, 'YYYY-MM-DD"T"HH24:MI') as at,
             coalesce(sums.sales, 0)::text as sales, coalesce(sums.orders, 0)::int as orders
        from steps left join sums on sums.t = steps.t
       order by steps.t`),
    db.execute(sql`
      select s.touchpoint_id as id, tp.name, sum(s.sales)::text as sales, sum(s.orders)::int as orders
        from (${touchpointRows}) s(touchpoint_id, orders, sales) join ${touchpoints} tp on tp.id = s.touchpoint_id
       group by s.touchpoint_id, tp.name having sum(s.orders) > 0
       order by sum(s.sales) desc, s.touchpoint_id limit ${TOP}`),
    db.execute(sql`
      select name, sum(quantity)::int as quantity, sum(sales)::text as sales
        from (${productRows}) s(name, quantity, sales)
       group by name having sum(quantity) > 0
       order by 2 desc, 1 limit ${TOP}`),
    db.execute(sql`
      select w.type, sum(w.amount)::text as amount from ${wallets} w
       where w.tenant_id = ${tenantId}::int and w.deleted_at is null group by w.type`),
    db.execute(activeSql),
  ]);
  return {
    byStatus: rowsOf(byStatus),
    overTime: rowsOf(overTime),
    topTouchpoints: rowsOf(topTouchpoints),
    topProducts: rowsOf(topProducts),
    float: rowsOf(float),
    active: rowsOf(active),
  };
}
