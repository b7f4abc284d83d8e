/**
 * Settling an order's lines in one statement: what vended (a result), what goes back to the wallet
 * (through the ledger, one movement for the lot, a refund row per line), the stock an unvended item
 * returns to, and the order's totals. The vend result, the sweeper and the operator refund are all
 * this statement; the database's CHECKs (refunded ≤ asked per line, ≤ paid per order) and the
 * auto-refund unique index make an over-refund or a second automatic refund impossible even for a
 * path that forgot a check.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { orderItems, orders, refunds, touchpointProducts, wallets } from '../../../db/schema';
import { rowsOf } from '../../../lib/list';
import { movementCtes } from '../../customer';

/** Who settles or vends, as the ledger's audit row names them (the shape of an audit Actor). */
export interface Mover {
  tenantId: number;
  userId: number | null;
  email: string | null;
  ip: string | null;
}

export interface SettleLine {
  itemId: number;
  productId: number | null;
  name: string;
  coil: string | null;
  /** What vended, from a result; null leaves it (an operator refund). */
  vended: number | null;
  /** The line's vend status from a result; null leaves it. */
  status: string | null;
  refundQty: number;
  refundPaise: bigint;
}

export interface Settlement {
  actor: Mover;
  orderId: number;
  walletId: number;
  lines: SettleLine[];
  kind: 'auto' | 'timeout' | 'operator';
  reason: string | null;
  /** Unvended items go back into the machine's stock (a result); an operator refund does not. */
  restock: boolean;
  /** The order's new statuses and result stamp, when this is its result. */
  result: { status: number; vendStatus: string; hash: string | null; timedOut: boolean } | null;
  idempotencyKey: string | null;
  requestHash: string | null;
  at: string | null;
}

export function settleStatement(s: Settlement): SQL {
  const total = s.lines.reduce((sum, l) => sum + l.refundPaise, 0n);
  const json = JSON.stringify(
    s.lines.map((l) => ({
      item_id: l.itemId,
      product_id: l.productId,
      name: l.name,
      coil: l.coil,
      vended: l.vended,
      status: l.status,
      refund_qty: l.refundQty,
      refund_paise: l.refundPaise.toString(),
    })),
  );
  const at = s.at ? sql`${s.at}::timestamptz` : sql`clock_timestamp()`;
  const money =
    total > 0n
      ? sql`, ${movementCtes({
          actor: s.actor,
          walletId: s.walletId,
          paise: total,
          remark: s.kind === 'operator' ? `Refund: ${s.reason ?? ''}`.trim() : 'Refund of unvended items',
          orderId: s.orderId,
          requireActive: false,
          auditAction: 'refund',
          at: s.at,
        })},
    refunded as (
      insert into ${refunds} (tenant_id, order_id, order_item_id, kind, name, quantity, coil, refund_amount, status,
                              reason, wallet_tx_id, idempotency_key, request_hash, created_by, created_at, updated_at)
      select ${s.actor.tenantId}::int, ${s.orderId}::int, l.item_id, ${s.kind}::text, l.name, l.refund_qty, l.coil,
             l.refund_paise, 1, ${s.reason}::text, e.id, ${s.idempotencyKey}::text, ${s.requestHash}::text,
             ${s.actor.userId}::int, e.created_at, e.created_at
        from lines l, entry e
       where l.refund_qty > 0
      returning id
    )`
      : sql``;
  const result = s.result;
  const orderSet = result
    ? sql`status = ${result.status}::smallint, vend_status = ${result.vendStatus}::text,
          result_at = ${at}, result_hash = ${result.hash}::text, timed_out = ${result.timedOut}::boolean,`
    : sql``;
  const restock = s.restock
    ? sql`, restocked as (
      update ${touchpointProducts} p set stock = p.stock + l.refund_qty
        from lines l where p.id = l.product_id and l.refund_qty > 0
      returning p.id
    )`
    : sql``;
  const balance =
    total > 0n
      ? sql`(select after_balance::text from entry)`
      : sql`(select amount::text from ${wallets} where id = ${s.walletId}::int)`;
  return sql`
    with lines as (
      select * from jsonb_to_recordset(${json}::jsonb)
        as l(item_id int, product_id int, name text, coil text, vended int, status text, refund_qty int, refund_paise bigint)
    ),
    settled as (
      update ${orderItems} i
         set vended_qty = coalesce(l.vended, i.vended_qty), vend_status = coalesce(l.status, i.vend_status),
             refunded_qty = i.refunded_qty + l.refund_qty
        from lines l
       where i.id = l.item_id and i.order_id = ${s.orderId}::int
      returning i.id
    )${restock}${money},
    ord as (
      update ${orders}
         set ${orderSet} refunded_amount = refunded_amount + ${total.toString()}::bigint, updated_at = now()
       where id = ${s.orderId}::int
      returning id
    )
    select (select count(*)::int from settled) as settled, (select count(*)::int from ord) as ord,
           ${total > 0n ? sql`(select count(*)::int from refunded)` : sql`0`} as refunds,
           ${balance} as balance`;
}

/**
 * Runs `settleStatement`: its one row (settled lines, updated orders, refund rows, the wallet's
 * balance after), undefined when it answered none.
 */
export async function settleOrder(tx: Tx, s: Settlement): Promise<Record<string, unknown> | undefined> {
  const [row] = rowsOf(await tx.execute(settleStatement(s)));
  return row;
}
