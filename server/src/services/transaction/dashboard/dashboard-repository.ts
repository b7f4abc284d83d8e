/**
 * The Dashboard's figures for a period (the same `periodOf` as Touchpoint Orders, so each figure
 * is what the list shows for that period): sales (paid minus refunded), orders, the share of
 * settled orders that vended in full, refunds, active customers, the average basket, the float
 * held in wallets now, sales over time, the payment status split, top touchpoints and products.
 */
import type { Dashboard, DashboardRequest } from '@console/shared/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderItems, orders, touchpoints, wallets } from '../../../db/schema';
import { rowsOf } from '../../../lib/list';
import { toRupees } from '../../../lib/money';
import { periodOf } from '../orders/time-range';

const DAY_MS = 86_400_000;
const TOP = 5;

export async function dashboardOf(
  db: Db,
  tenantId: number,
  timeZone: string,
  body: DashboardRequest,
): Promise<Dashboard> {
  const period = periodOf({ range: body.range ?? '1d', from: body.from, to: body.to }, timeZone)!;
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const bucket = period.to.getTime() - period.from.getTime() <= 2 * DAY_MS ? 'hour' : 'day';
  const inPeriod = sql`o.tenant_id = ${tenantId}::int and o.created_at >= ${from}::timestamptz and o.created_at < ${to}::timestamptz`;

  const [byStatus, overTime, topTouchpoints, topProducts, float] = await Promise.all([
    db.execute(sql`
      select o.payment_status as status, count(*)::int as orders, sum(o.amount - o.refunded_amount)::text as sales,
             sum(o.refunded_amount)::text as refunds, count(*) filter (where o.status <> 0)::int as settled,
             count(*) filter (where o.vend_status = 'success')::int as full_vends
        from ${orders} o where ${inPeriod}
       group by o.payment_status order by o.payment_status`),
    db.execute(sql`
      select to_char(date_trunc(${bucket}::text, o.created_at at time zone ${timeZone}::text), 'YYYY-MM-DD"T"HH24:MI') as at,
             sum(o.amount - o.refunded_amount)::text as sales, count(*)::int as orders
        from ${orders} o where ${inPeriod}
       group by 1 order by 1`),
    db.execute(sql`
      select o.touchpoint_id as id, t.name, sum(o.amount - o.refunded_amount)::text as sales, count(*)::int as orders
        from ${orders} o join ${touchpoints} t on t.id = o.touchpoint_id
       where ${inPeriod}
       group by o.touchpoint_id, t.name order by sum(o.amount - o.refunded_amount) desc, o.touchpoint_id limit ${TOP}`),
    db.execute(sql`
      select i.product_name as name, sum(i.qty - i.refunded_qty)::int as quantity,
             sum((i.qty - i.refunded_qty) * i.mrp)::text as sales
        from ${orders} o join ${orderItems} i on i.order_id = o.id
       where ${inPeriod}
       group by i.product_name having sum(i.qty - i.refunded_qty) > 0
       order by 2 desc, 1 limit ${TOP}`),
    db.execute(sql`
      select w.type, sum(w.amount)::text as amount from ${wallets} w
       where w.tenant_id = ${tenantId}::int and w.deleted_at is null group by w.type`),
  ]);
  const [{ n: activeCustomers } = { n: 0 }] = rowsOf(
    await db.execute(sql`select count(distinct o.customer_id)::int as n from ${orders} o where ${inPeriod}`),
  ) as { n: number }[];

  const statuses = rowsOf(byStatus);
  const sum = (key: string) => statuses.reduce((s, r) => s + BigInt(String(r[key] ?? 0)), 0n);
  const count = (key: string) => statuses.reduce((s, r) => s + Number(r[key] ?? 0), 0);
  const ordersCount = count('orders');
  const settled = count('settled');
  const sales = sum('sales');
  const floats = new Map(rowsOf(float).map((r) => [String(r.type), BigInt(String(r.amount ?? 0))]));
  return {
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    bucket,
    kpis: {
      sales: toRupees(sales),
      orders: ordersCount,
      vend_success_rate: settled === 0 ? null : count('full_vends') / settled,
      refunds: toRupees(sum('refunds')),
      active_customers: Number(activeCustomers),
      average_basket: ordersCount === 0 ? null : Math.round(Number(sales) / ordersCount) / 100,
      float_prepaid: toRupees(floats.get('prepaid') ?? 0n),
      float_postpaid: toRupees(floats.get('postpaid') ?? 0n),
    },
    sales_over_time: rowsOf(overTime).map((r) => ({
      // The bucket's wall-clock start in the tenant's zone (no offset).
      at: String(r.at),
      sales: toRupees(String(r.sales)),
      orders: Number(r.orders),
    })),
    payment_status: statuses.map((r) => ({
      status: Number(r.status),
      orders: Number(r.orders),
      amount: toRupees(String(r.sales)),
    })),
    top_touchpoints: rowsOf(topTouchpoints).map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      sales: toRupees(String(r.sales)),
      orders: Number(r.orders),
    })),
    top_products: rowsOf(topProducts).map((r) => ({
      name: String(r.name),
      quantity: Number(r.quantity),
      sales: toRupees(String(r.sales)),
    })),
  };
}
