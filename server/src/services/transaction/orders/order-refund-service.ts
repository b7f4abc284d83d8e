/**
 * An operator's refund of an order: some lines by quantity, or everything still refundable, with a
 * reason. It goes back to the wallet through the ledger (one movement, a refund row per line),
 * never more than was paid and not yet refunded, once per Idempotency-Key, audited. The order row
 * is locked first, so it cannot race the machine's result, the sweeper or another refund.
 */
import { createHash } from 'node:crypto';
import type { RefundBody, RefundResponse } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, foundOr404, retryTransientConflicts, unprocessable } from '../../../lib/http-errors';
import * as settleRepo from '../vend/settle-repository';
import * as vendOrdersRepo from '../vend/vend-orders-repository';
import { checkedKey } from '../vend/vend-service';
import * as orderDetailRepo from './order-detail-repository';
import * as repo from './order-refund-repository';
import { getOrder } from './orders-service';

type RefundAnswer = RefundResponse['data'];

function hashOf(body: RefundBody): string {
  const lines = body.lines ? [...body.lines].sort((a, b) => a.item_id - b.item_id) : 'all';
  return createHash('sha256')
    .update(JSON.stringify([lines, body.reason.trim()]))
    .digest('hex');
}

export async function refundOrder(
  db: Db,
  actor: Actor,
  orderId: number,
  body: RefundBody,
  rawKey: string | undefined,
): Promise<RefundAnswer> {
  const key = checkedKey(rawKey);
  const hash = hashOf(body);
  const reason = body.reason.trim();
  if (reason.length < 3) throw badRequest('Say why the order is refunded (at least 3 characters).', 'REASON_REQUIRED');
  return retryTransientConflicts(() =>
    db.transaction(async (tx) => {
      const order = foundOr404(await vendOrdersRepo.findOrder(tx, actor.tenantId, orderId, true), 'Order');
      const earlier = await repo.refundsByKey(tx, actor.tenantId, key);
      if (earlier.length > 0) {
        if (earlier.some((r) => r.orderId !== orderId || r.requestHash !== hash)) {
          throw conflict('This Idempotency-Key was already used for another refund.', 'IDEMPOTENCY_KEY_REUSED');
        }
        const detail = await getOrder(tx, actor.tenantId, orderId);
        return {
          refunds: detail.refunds.filter((r) => earlier.some((e) => e.id === r.id)),
          order: detail,
          replayed: true,
        };
      }
      if (order.status === 0 || order.walletId === null) {
        throw conflict(
          'The vend has no result yet: refund it once the machine (or the sweeper) has settled it.',
          'NOT_SETTLED',
        );
      }
      const items = await orderDetailRepo.orderItemRows(tx, orderId);
      const wanted =
        body.lines ??
        items.filter((i) => i.qty - i.refundedQty > 0).map((i) => ({ item_id: i.id, quantity: i.qty - i.refundedQty }));
      if (wanted.length === 0) throw conflict('Nothing is left to refund on this order.', 'NOTHING_REFUNDABLE');
      const seen = new Set<number>();
      const lines: settleRepo.SettleLine[] = wanted.map((line) => {
        const item = items.find((i) => i.id === line.item_id);
        if (!item) throw badRequest(`Item ${line.item_id} is not a line of order ${order.orderNo}.`, 'UNKNOWN_LINE');
        if (seen.has(item.id))
          throw badRequest(`Item ${item.id} appears twice: send one line per item.`, 'DUPLICATE_LINE');
        seen.add(item.id);
        const refundable = item.qty - item.refundedQty;
        if (line.quantity > refundable) {
          throw unprocessable(
            refundable === 0
              ? `${item.productName} (${item.coil ?? '--'}) was already refunded in full.`
              : `${item.productName} (${item.coil ?? '--'}): only ${refundable} of ${item.qty} can still be refunded.`,
            'REFUND_TOO_LARGE',
          );
        }
        return {
          itemId: item.id,
          productId: item.productId,
          name: item.productName,
          coil: item.coil,
          vended: null,
          status: null,
          refundQty: line.quantity,
          refundPaise: item.mrp * BigInt(line.quantity),
        };
      });
      const row = await settleRepo.settleOrder(tx, {
        actor,
        orderId,
        walletId: order.walletId,
        lines,
        kind: 'operator',
        reason,
        restock: false,
        result: null,
        idempotencyKey: key,
        requestHash: hash,
        at: null,
      });
      if (!row || Number(row.refunds) !== lines.length) throw new Error(`Refund of order ${orderId} did not apply`);
      const detail = await getOrder(tx, actor.tenantId, orderId);
      const created = detail.refunds.slice(-lines.length);
      await recordAudit(tx, actor, {
        action: 'refund',
        entity: 'order',
        entityId: orderId,
        before: { refunded_amount: Number(order.refundedAmount) / 100 },
        after: {
          refunded_amount: detail.refunded_amount,
          reason,
          lines: created.map((r) => ({ name: r.name, quantity: r.quantity, amount: r.refund_amount })),
        },
      });
      return { refunds: created, order: detail, replayed: false };
    }),
  );
}
