/**
 * A vend's result (README "Vending"): the machine reports what it vended per line; the lines become
 * Vend Success / Partial Vend / Vend Failed, stock moves by what vended only, and every unvended
 * item is refunded to the wallet through the ledger, exactly once however often the machine
 * retries (the same result replays; a different one is 409). A vend whose result never comes is
 * failed and refunded in full by the sweeper; a result after that is 409 and moves nothing.
 */
import { createHash } from 'node:crypto';
import type { VendOrder, VendResultBody, VendStatus } from '@console/shared/contracts';
import type { DbOrTx, Tx } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import { badRequest, conflict, forbidden, foundOr404, retryTransientConflicts } from '../../../lib/http-errors';
import { toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';
import * as settleRepo from './settle-repository';
import * as vendOrdersRepo from './vend-orders-repository';
import { machineActor, presentVendOrder, type VendContext } from './vend-service';

function lineStatus(qty: number, vended: number): string {
  return vended === qty ? 'success' : vended === 0 ? 'failed' : 'partial';
}

/** The order's statuses from its lines: Success when anything vended, Failure when nothing did. */
function orderOutcome(lines: { qty: number; vended: number }[]) {
  const vended = lines.reduce((n, l) => n + l.vended, 0);
  const asked = lines.reduce((n, l) => n + l.qty, 0);
  return {
    status: vended > 0 ? 1 : 2,
    vendStatus: vended === asked ? 'success' : vended === 0 ? 'failed' : 'partial',
  };
}

/** Settles every line of an order with what vended, refunding the rest (result and sweeper alike). */
async function settleResult(
  tx: Tx,
  actor: Actor,
  order: vendOrdersRepo.OrderRow,
  items: vendOrdersRepo.ItemRow[],
  vendedById: Map<number, number>,
  opts: { kind: 'auto' | 'timeout'; hash: string | null; timedOut: boolean; at: string | null },
) {
  const lines: settleRepo.SettleLine[] = items.map((item) => {
    const vended = vendedById.get(item.id) ?? 0;
    const unvended = item.qty - vended;
    return {
      itemId: item.id,
      productId: item.productId,
      name: item.productName,
      coil: item.coil,
      vended,
      status: lineStatus(item.qty, vended),
      refundQty: unvended,
      refundPaise: item.mrp * BigInt(unvended),
    };
  });
  const outcome = orderOutcome(items.map((i) => ({ qty: i.qty, vended: vendedById.get(i.id) ?? 0 })));
  const row = await settleRepo.settleOrder(tx, {
    actor,
    orderId: order.id,
    walletId: order.walletId!,
    lines,
    kind: opts.kind,
    reason: opts.kind === 'timeout' ? 'No vend result arrived in time' : null,
    restock: true,
    result: { ...outcome, hash: opts.hash, timedOut: opts.timedOut },
    idempotencyKey: null,
    requestHash: null,
    at: opts.at,
  });
  if (!row || Number(row.ord) !== 1 || Number(row.settled) !== items.length) {
    throw new Error(`Order ${order.id} could not be settled`);
  }
  const refunded = lines.reduce((sum, l) => sum + l.refundPaise, 0n);
  return { ...outcome, refunded, balance: BigInt(String(row.balance)) };
}

function resultHash(lines: { slot: string; vended: number }[]): string {
  const sorted = [...lines].sort((a, b) => a.slot.localeCompare(b.slot));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

export async function reportVendResult(
  db: DbOrTx,
  ctx: VendContext,
  orderId: number,
  body: VendResultBody,
): Promise<VendOrder> {
  const { machine } = ctx;
  const seen = new Set<string>();
  const reported = body.lines.map((l) => {
    const slot = l.slot.toUpperCase();
    if (seen.has(slot)) throw badRequest(`Slot ${slot} is reported twice: send one line per slot.`, 'DUPLICATE_SLOT');
    seen.add(slot);
    return { slot, vended: l.vended };
  });
  const hash = resultHash(reported);
  return retryTransientConflicts(() =>
    db.transaction(async (tx) => {
      const locked = foundOr404(await vendOrdersRepo.lockOrderWithItems(tx, machine.tenantId, orderId), 'Order');
      const { order, items } = locked;
      if (order.touchpointId !== machine.touchpointId) {
        throw forbidden('This order belongs to another touchpoint: its key cannot report the result.');
      }
      if (order.timedOut) {
        throw conflict(
          `The vend timed out at ${toIso(order.resultAt)} and was refunded in full: a late result moves nothing.`,
          'RESULT_TOO_LATE',
        );
      }
      if (order.resultAt) {
        if (order.resultHash === hash) return presentVendOrder(tx, order, true);
        throw conflict('A different result was already reported for this order.', 'RESULT_ALREADY_REPORTED');
      }
      const bySlot = new Map(items.map((i) => [i.coil ?? '', i]));
      const vendedById = new Map<number, number>();
      for (const line of reported) {
        const item = bySlot.get(line.slot);
        if (!item) throw badRequest(`Slot ${line.slot} is not a line of order ${order.orderNo}.`, 'UNKNOWN_LINE');
        if (line.vended > item.qty) {
          throw badRequest(`Slot ${line.slot}: ${line.vended} vended but ${item.qty} authorized.`, 'VENDED_TOO_MANY');
        }
        vendedById.set(item.id, line.vended);
      }
      const missing = items.filter((i) => !vendedById.has(i.id)).map((i) => i.coil);
      if (missing.length > 0) {
        throw badRequest(
          `The result must report every line of the order: ${missing.join(', ')} missing.`,
          'MISSING_LINES',
        );
      }
      const settled = await settleResult(tx, machineActor(machine, ctx.ip), order, items, vendedById, {
        kind: 'auto',
        hash,
        timedOut: false,
        at: ctx.at ?? null,
      });
      // Answered from what was just written, without reading it back.
      return {
        order_id: order.id,
        order_no: order.orderNo,
        amount: toRupees(order.amount),
        refunded_amount: toRupees(order.refundedAmount + settled.refunded),
        status: settled.status,
        vend_status: settled.vendStatus as VendStatus,
        wallet_id: order.walletId ?? 0,
        balance: toRupees(settled.balance),
        lines: items.map((i) => {
          const vended = vendedById.get(i.id) ?? 0;
          return {
            slot: i.coil ?? '',
            product_name: i.productName,
            quantity: i.qty,
            vended,
            unit_price: toRupees(i.mrp),
            amount: toRupees(i.mrp * BigInt(i.qty)),
            vend_status: lineStatus(i.qty, vended) as VendStatus,
          };
        }),
        replayed: false,
      } satisfies VendOrder;
    }),
  );
}

/**
 * Fails and fully refunds vends whose result did not arrive within `timeoutMs`, a batch at a time
 * (rows another process is settling are skipped). Returns how many it settled.
 */
export async function sweepStaleVends(db: DbOrTx, timeoutMs: number, batch = 100): Promise<number> {
  const cutoff = new Date(Date.now() - timeoutMs).toISOString();
  const stale = await vendOrdersRepo.staleVendOrders(db, cutoff, batch);
  let settled = 0;
  for (const { id, tenantId } of stale) {
    const done = await db.transaction(async (tx) => {
      // Skipped when a result (or another sweeper) holds it; settled meanwhile: nothing to do.
      const locked = await vendOrdersRepo.lockOrderWithItems(tx, tenantId, id, { skipLocked: true });
      if (!locked || locked.order.resultAt !== null) return false;
      const { order, items } = locked;
      const actor: Actor = { tenantId, userId: null, email: 'system:vend-sweeper', ip: null };
      await settleResult(tx, actor, order, items, new Map(), { kind: 'timeout', hash: null, timedOut: true, at: null });
      return true;
    });
    if (done) settled += 1;
  }
  return settled;
}
