/**
 * What the vend API answers: an order as the machine sees it (its lines, what it cost, what went
 * back), read from the order and its items. Shared by authorize, result, replay and the sweeper.
 */
import type { VendOrder, VendStatus } from '@console/shared/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orderItems as items, orders, wallets } from '../../../db/schema';
import { toRupees } from '../../../lib/money';

export interface OrderRow {
  id: number;
  tenantId: number;
  orderNo: string;
  touchpointId: number | null;
  walletId: number | null;
  customerId: number | null;
  amount: bigint;
  refundedAmount: bigint;
  status: number;
  vendStatus: string;
  requestHash: string | null;
  resultHash: string | null;
  resultAt: string | null;
  timedOut: boolean;
  createdAt: string;
}

export interface ItemRow {
  id: number;
  productId: number | null;
  productName: string;
  qty: number;
  vendedQty: number | null;
  refundedQty: number;
  mrp: bigint;
  coil: string | null;
  vendStatus: string;
}

export const orderFields = {
  id: orders.id,
  tenantId: orders.tenantId,
  orderNo: orders.orderNo,
  touchpointId: orders.touchpointId,
  walletId: orders.walletId,
  customerId: orders.customerId,
  amount: orders.amount,
  refundedAmount: orders.refundedAmount,
  status: orders.status,
  vendStatus: orders.vendStatus,
  requestHash: orders.requestHash,
  resultHash: orders.resultHash,
  resultAt: orders.resultAt,
  timedOut: orders.timedOut,
  createdAt: orders.createdAt,
};

export const itemFields = {
  id: items.id,
  productId: items.productId,
  productName: items.productName,
  qty: items.qty,
  vendedQty: items.vendedQty,
  refundedQty: items.refundedQty,
  mrp: items.mrp,
  coil: items.coil,
  vendStatus: items.vendStatus,
};

async function orderItemsOf(db: DbOrTx, orderId: number): Promise<ItemRow[]> {
  return db.select(itemFields).from(items).where(eq(items.orderId, orderId)).orderBy(asc(items.id));
}

export async function presentVendOrder(db: DbOrTx, order: OrderRow, replayed: boolean): Promise<VendOrder> {
  const lines = await orderItemsOf(db, order.id);
  const [wallet] = await db
    .select({ amount: wallets.amount })
    .from(wallets)
    .where(eq(wallets.id, order.walletId ?? 0));
  return {
    order_id: order.id,
    order_no: order.orderNo,
    amount: toRupees(order.amount),
    refunded_amount: toRupees(order.refundedAmount),
    status: order.status,
    vend_status: order.vendStatus as VendStatus,
    wallet_id: order.walletId ?? 0,
    balance: toRupees(wallet?.amount ?? 0n),
    lines: lines.map((l) => ({
      slot: l.coil ?? '',
      product_name: l.productName,
      quantity: l.qty,
      vended: l.vendedQty,
      unit_price: toRupees(l.mrp),
      amount: toRupees(l.mrp * BigInt(l.qty)),
      vend_status: l.vendStatus as VendStatus,
    })),
    replayed,
  };
}

/** An order of the tenant by id, locked for the rest of the transaction when `lock`. */
export async function findOrder(
  db: DbOrTx,
  tenantId: number,
  orderId: number,
  lock: boolean,
): Promise<OrderRow | undefined> {
  const query = db
    .select(orderFields)
    .from(orders)
    .where(sql`${orders.id} = ${orderId} and ${orders.tenantId} = ${tenantId}`);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

interface ItemJson {
  id: number;
  product_id: number | null;
  product_name: string;
  qty: number;
  vended_qty: number | null;
  refunded_qty: number;
  mrp: string;
  coil: string | null;
  vend_status: string;
}

/**
 * An order of the tenant locked for the rest of the transaction, with its items, in one round trip
 * (the vend result and the sweeper settle from both; a vend's cost is mostly its round trips).
 */
export async function lockOrderWithItems(
  db: DbOrTx,
  tenantId: number,
  orderId: number,
  /** Answer undefined, not wait, when another transaction holds the order (the sweeper). */
  { skipLocked = false } = {},
): Promise<{ order: OrderRow; items: ItemRow[] } | undefined> {
  const [row] = await db
    .select({
      ...orderFields,
      items: sql<ItemJson[] | string>`(
        -- orders.id spelled out: drizzle writes a lone table's columns unqualified, and "id" here is i.id.
        select coalesce(json_agg(json_build_object(
                 'id', i.id, 'product_id', i.product_id, 'product_name', i.product_name, 'qty', i.qty,
                 'vended_qty', i.vended_qty, 'refunded_qty', i.refunded_qty, 'mrp', i.mrp::text, 'coil', i.coil,
                 'vend_status', i.vend_status) order by i.id), '[]')
          from ${items} i where i.order_id = orders.id)`,
    })
    .from(orders)
    .where(sql`${orders.id} = ${orderId} and ${orders.tenantId} = ${tenantId}`)
    .for('update', skipLocked ? { of: orders, skipLocked: true } : { of: orders });
  if (!row) return undefined;
  const { items: json, ...order } = row;
  // node-postgres parses json; PGlite's json may arrive as text.
  const list: ItemJson[] = typeof json === 'string' ? JSON.parse(json) : json;
  return {
    order,
    items: list.map((i) => ({
      id: i.id,
      productId: i.product_id,
      productName: i.product_name,
      qty: i.qty,
      vendedQty: i.vended_qty,
      refundedQty: i.refunded_qty,
      mrp: BigInt(i.mrp),
      coil: i.coil,
      vendStatus: i.vend_status,
    })),
  };
}
