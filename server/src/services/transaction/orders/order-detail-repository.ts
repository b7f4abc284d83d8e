/** One order as its detail page shows it: the order, its cart lines, its refunds and what may still be refunded. */
import type { OrderDetail, OrderItem, Refund, VendStatus } from '@console/shared/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { channels, customers, orderItems, orders, refunds, touchpoints, wallets } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';
import { orderColumns as columns, presentOrder as toOrder } from './orders-repository';

function toItem(i: typeof orderItems.$inferSelect): OrderItem {
  return {
    id: i.id,
    product_name: i.productName,
    coil: i.coil,
    qty: i.qty,
    vended_qty: i.vendedQty,
    refunded_qty: i.refundedQty,
    refundable_qty: i.vendedQty === null ? 0 : i.qty - i.refundedQty,
    mrp: toRupees(i.mrp),
    vend_status: i.vendStatus as VendStatus,
    amount: toRupees(i.amount),
    vended_amount: toRupees(i.mrp * BigInt(i.vendedQty ?? 0)),
  };
}

function toRefund(r: typeof refunds.$inferSelect): Refund {
  return {
    id: r.id,
    order_item_id: r.orderItemId,
    kind: r.kind as Refund['kind'],
    name: r.name,
    quantity: r.quantity,
    coil: r.coil,
    refund_amount: toRupees(r.refundAmount),
    status: r.status,
    reason: r.reason,
    created_at: toIso(r.createdAt),
    updated_at: toIso(r.updatedAt),
  };
}

export async function getOrder(db: DbOrTx, tenantId: number, id: number): Promise<OrderDetail> {
  const [row] = await db
    .select({
      ...columns,
      walletId: orders.walletId,
      walletName: wallets.name,
      resultAt: orders.resultAt,
      timedOut: orders.timedOut,
    })
    .from(orders)
    .leftJoin(channels, eq(channels.id, orders.channelId))
    .leftJoin(touchpoints, eq(touchpoints.id, orders.touchpointId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(wallets, eq(wallets.id, orders.walletId))
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
  if (!row) throw notFound('Order');
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id));
  const refundRows = await db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.id));
  const presented = items.map(toItem);
  const refundable = items.reduce(
    (sum, i) => sum + (i.vendedQty === null ? 0n : i.mrp * BigInt(i.qty - i.refundedQty)),
    0n,
  );
  return {
    ...toOrder(row),
    wallet_id: row.walletId,
    wallet_name: row.walletName,
    result_at: row.resultAt ? toIso(row.resultAt) : null,
    timed_out: row.timedOut,
    items: presented,
    refunds: refundRows.map(toRefund),
    refundable_amount: toRupees(refundable),
  };
}
