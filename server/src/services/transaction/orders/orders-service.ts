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
import { snakeFields } from '../../../lib/wire';
import * as orderDetailRepo from './order-detail-repository';
import * as repo from './orders-repository';

/** What an order carries as it is: its number and states, its channel, touchpoint and customer. */
const ORDER_FIELDS =
  'id orderNo channelId channel touchpointId touchpoint paymentSource paymentStatus status customerId customerName customerMobile';

function toOrder(r: repo.OrderRow): Order {
  return {
    ...snakeFields(r, ORDER_FIELDS),
    ...snakeFields(r, 'amount refundedAmount', toRupees),
    created_at: toIso(r.createdAt),
    vend_status: r.vendStatus as VendStatus,
  };
}

function toItem(i: orderDetailRepo.OrderItemRow): OrderItem {
  return {
    ...snakeFields(i, 'id productName coil qty vendedQty refundedQty'),
    ...snakeFields(i, 'mrp amount', toRupees),
    refundable_qty: i.vendedQty === null ? 0 : i.qty - i.refundedQty,
    vend_status: i.vendStatus as VendStatus,
    vended_amount: toRupees(i.mrp * BigInt(i.vendedQty ?? 0)),
  };
}

function toRefund(r: orderDetailRepo.RefundRow): Refund {
  return {
    ...snakeFields(r, 'id orderItemId name quantity coil status reason'),
    kind: r.kind as Refund['kind'],
    refund_amount: toRupees(r.refundAmount),
    ...snakeFields(r, 'createdAt updatedAt', toIso),
  };
}

export async function listOrders(db: Db, tenantId: number, timeZone: string, body: OrderListRequest) {
  return presentPage(await repo.ordersPage(db, tenantId, timeZone, body), toOrder);
}

export async function orderFilterOptions(db: Db, tenantId: number): Promise<OrderFilterOptions> {
  return { channels: await repo.channelChoices(db, tenantId) };
}

/** One order as its detail page shows it: the order, its cart lines, its refunds and what may still be refunded. */
export async function getOrder(db: DbOrTx, tenantId: number, id: number): Promise<OrderDetail> {
  const row = foundOr404(await orderDetailRepo.findOrderDetail(db, tenantId, id), 'Order');
  const items = await orderDetailRepo.orderItemRows(db, id);
  const refundRows = await orderDetailRepo.orderRefundRows(db, id);
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
