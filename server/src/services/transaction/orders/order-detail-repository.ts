/** SQL of one order's detail page: the order with its names, its cart lines and its refunds. */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { channels, customers, orderItems, orders, refunds, touchpoints, wallets } from '../../../db/schema';
import * as ordersRepo from './orders-repository';

export type OrderItemRow = typeof orderItems.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** The order of the tenant with its channel, touchpoint, customer and wallet names; undefined when none. */
export async function findOrderDetail(db: DbOrTx, tenantId: number, id: number) {
  const [row] = await db
    .select({
      ...ordersRepo.orderColumns,
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
  return row;
}

/** The order's cart lines, in id order. */
export async function orderItemRows(db: DbOrTx, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** The order's refunds, in id order. */
export async function orderRefundRows(db: DbOrTx, orderId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}
