/**
 * The Dashboard's figures for a period (the same `periodOf` as Touchpoint Orders, so each figure
 * is what the list shows for that period): sales (paid minus refunded), orders, the share of
 * settled orders that vended in full, refunds, active customers, the average basket, the float
 * held in wallets now, sales over time, the payment status split, the vend outcome split (full,
 * partial, failed), top touchpoints and products.
 */
import type { Dashboard, DashboardRequest } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { toRupees } from '../../../lib/money';
import { periodOf } from '../../../lib/period';
import * as repo from './dashboard-repository';

const DAY_MS = 86_400_000;

export async function dashboardOf(
  db: Db,
  tenantId: number,
  timeZone: string,
  body: DashboardRequest,
  now = new Date(),
): Promise<Dashboard> {
  const period = periodOf({ range: body.range ?? '1d', from: body.from, to: body.to }, timeZone, now)!;
  // Two days or less by the hour, longer by the day.
  const bucket = period.to.getTime() - period.from.getTime() <= 2 * DAY_MS ? 'hour' : 'day';
  const figures = await repo.dashboardFigures(db, tenantId, timeZone, period, bucket, now);
  const [{ n: activeCustomers } = { n: 0 }] = figures.active as { n: number }[];

  const statuses = figures.byStatus;
  const sum = (key: string) => statuses.reduce((s, r) => s + BigInt(String(r[key] ?? 0)), 0n);
  const count = (key: string) => statuses.reduce((s, r) => s + Number(r[key] ?? 0), 0);
  const ordersCount = count('orders');
  const settled = count('settled');
  const sales = sum('sales');
  const floats = new Map(figures.float.map((r) => [String(r.type), BigInt(String(r.amount ?? 0))]));
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
    sales_over_time: figures.overTime.map((r) => ({
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
    vend_outcome: [
      { outcome: 'success', orders: count('full_vends') },
      { outcome: 'partial', orders: count('partial_vends') },
      { outcome: 'failed', orders: count('failed_vends') },
    ],
    top_touchpoints: figures.topTouchpoints.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      sales: toRupees(String(r.sales)),
      orders: Number(r.orders),
    })),
    top_products: figures.topProducts.map((r) => ({
      name: String(r.name),
      quantity: Number(r.quantity),
      sales: toRupees(String(r.sales)),
    })),
  };
}
