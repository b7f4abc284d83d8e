/**
 * SQL of a vend's order: the order and its items as authorize, result, replay, feedback, refund
 * and the sweeper read them (locked where they settle), the wallet's balance, the stale vends, and
 * the one statement that writes an authorized vend.
 */
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { orderItems as items, orders, touchpointProducts as products, wallets } from '../../../db/schema';
import { rowsOf } from '../../../lib/list';
import { movementCtes } from '../../customer';
import type { MachineKey } from '../../merchant';
import type * as settleRepo from './settle-repository';

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

/** The order's items, in id order. */
export async function orderItemsOf(db: DbOrTx, orderId: number): Promise<ItemRow[]> {
  return db.select(itemFields).from(items).where(eq(items.orderId, orderId)).orderBy(asc(items.id));
}

/** The wallet's balance in paise; undefined when no wallet has the id. */
export async function walletAmount(db: DbOrTx, walletId: number): Promise<bigint | undefined> {
  const [wallet] = await db.select({ amount: wallets.amount }).from(wallets).where(eq(wallets.id, walletId));
  return wallet?.amount;
}

/** The order the machine's touchpoint made under an Idempotency-Key; undefined when none. */
export async function orderByKey(db: DbOrTx, machine: MachineKey, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select(orderFields)
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, machine.tenantId),
        eq(orders.touchpointId, machine.touchpointId),
        eq(orders.idempotencyKey, key),
      ),
    );
  return row;
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

/** Orders still pending, with no result, made before `cutoff`: the oldest `batch` of them. */
export async function staleVendOrders(db: DbOrTx, cutoff: string, batch: number) {
  return db
    .select({ id: orders.id, tenantId: orders.tenantId })
    .from(orders)
    .where(and(eq(orders.status, 0), isNull(orders.resultAt), lt(orders.createdAt, cutoff)))
    .orderBy(asc(orders.createdAt))
    .limit(batch);
}

/** A cart line priced from the touchpoint's store. */
export interface PricedLine {
  productId: number;
  name: string;
  slot: string;
  quantity: number;
  mrp: bigint;
}

export interface VendWrite {
  /** Who the ledger movement's audit names. */
  actor: settleRepo.Mover;
  machine: MachineKey;
  buyerId: number;
  walletId: number;
  lines: PricedLine[];
  total: bigint;
  key: string;
  hash: string;
  /** The vend's time; null: now. */
  at: string | null;
}

/**
 * One statement: debit through the ledger, order and items, stock reserved, and the order
 * announced. Its row (id, order_no, created_at, balance, reserved), or undefined when the ledger
 * wrote no movement (the wallet cannot pay).
 */
export async function writeVend(tx: Tx, v: VendWrite): Promise<Record<string, unknown> | undefined> {
  const { machine } = v;
  const t = machine.tenantId;
  const json = JSON.stringify(
    v.lines.map((l) => ({
      product_id: l.productId,
      name: l.name,
      qty: l.quantity,
      mrp: l.mrp.toString(),
      coil: l.slot,
    })),
  );
  const ledger = movementCtes({
    actor: v.actor,
    walletId: v.walletId,
    paise: -v.total,
    remark: `Vend at ${machine.touchpointName}`,
    orderId: sql`(select id from n)`,
    requireActive: true,
    auditAction: 'vend',
    at: v.at,
  });
  const [row] = rowsOf(
    await tx.execute(sql`
    with n as (select nextval(pg_get_serial_sequence('orders', 'id'))::int as id),
    ${ledger},
    ord as (
      insert into ${orders} (id, tenant_id, order_no, customer_id, wallet_id, channel_id, touchpoint_id, payment_source,
                             payment_status, status, vend_status, amount, idempotency_key, request_hash, created_at, updated_at)
      overriding system value
      select n.id, ${t}::int, 'ORD' || lpad(n.id::text, 8, '0'), ${v.buyerId}::int, ${v.walletId}::int,
             ${machine.channelId}::int, ${machine.touchpointId}::int, 'wallet', 1, 0, 'pending', ${v.total.toString()}::bigint,
             ${v.key}::text, ${v.hash}::text, e.created_at, e.created_at
        from n, entry e
      returning id, order_no, created_at
    ),
    lines as (
      select * from jsonb_to_recordset(${json}::jsonb) as l(product_id int, name text, qty int, mrp bigint, coil text)
    ),
    added as (
      insert into order_items (order_id, product_id, product_name, qty, mrp, coil, vend_status, amount)
      select ord.id, l.product_id, l.name, l.qty, l.mrp, l.coil, 'pending', l.mrp * l.qty from ord, lines l
      returning id
    ),
    reserved as (
      update ${products} p set stock = p.stock - l.qty
        from lines l, ord
       where p.id = l.product_id and p.stock >= l.qty
      returning p.id
    )
    select ord.id, ord.order_no, ord.created_at, e.after_balance::text as balance,
           (select count(*)::int from reserved) as reserved,
           pg_notify('orders', json_build_object('tenant', ${t}::int, 'id', ord.id, 'channel', ${machine.channelId}::int,
                     'touchpoint', ${machine.touchpointId}::int)::text) as notified
      from ord, entry e`),
  );
  return row;
}
