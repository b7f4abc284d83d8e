/**
 * Touchpoint Orders' use cases: the list and one order's detail as the wire shows them, and the
 * Channel filter's choices (open to whoever reads orders, who may hold no channel code).
 */
import type {
  Order,
  OrderDetail,
  OrderFilterOptions,
  OrderItem,
  OrderListRequest,
  Refund,
  VendStatus,
} from '@console/shared/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { foundOr404 } from '../../../lib/http-errors';
import { presentPage } from '../../../lib/list';
import { toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';
import {
  findOrderDetail,
  orderItemRows,
  orderRefundRows,
  type OrderItemRow,
  type RefundRow,
} from './order-detail-repository';
import { channelChoices, ordersPage, type OrderRow } from './orders-repository';

function toOrder(r: OrderRow): Order {
  return {
    id: r.id,
    order_no: r.orderNo,
    created_at: toIso(r.createdAt),
    channel_id: r.channelId,
    channel: r.channel,
    touchpoint_id: r.touchpointId,
    touchpoint: r.touchpoint,
    payment_source: r.paymentSource,
    payment_status: r.paymentStatus,
    amount: toRupees(r.amount),
    status: r.status,
    vend_status: r.vendStatus as VendStatus,
    refunded_amount: toRupees(r.refundedAmount),
    customer_id: r.customerId,
    customer_name: r.customerName,
    customer_mobile: r.customerMobile,
  };
}

function toItem(i: OrderItemRow): OrderItem {
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

function toRefund(r: RefundRow): Refund {
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

export async function listOrders(db: Db, tenantId: number, timeZone: string, body: OrderListRequest) {
  return presentPage(await ordersPage(db, tenantId, timeZone, body), toOrder);
}

export async function orderFilterOptions(db: Db, tenantId: number): Promise<OrderFilterOptions> {
  return { channels: await channelChoices(db, tenantId) };
}

/** One order as its detail page shows it: the order, its cart lines, its refunds and what may still be refunded. */
export async function getOrder(db: DbOrTx, tenantId: number, id: number): Promise<OrderDetail> {
  const row = foundOr404(await findOrderDetail(db, tenantId, id), 'Order');
  const items = await orderItemRows(db, id);
  const refundRows = await orderRefundRows(db, id);
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
