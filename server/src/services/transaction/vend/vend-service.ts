/**
 * The vend API's use cases (README "Vending"). Authorizing a vend: who buys (their credential),
 * what (the cart, priced from the touchpoint's store, never from the request), whether the rules
 * allow it, and then in one transaction: the primary wallet locked and debited through the ledger,
 * the stock reserved, the order created (payment Success, status Pending). A refusal writes nothing
 * (except a wrong PIN's count). An Idempotency-Key per touchpoint makes a retry answer the first
 * result. Also an order as the machine sees it, and the customer's feedback on an order.
 */
import { createHash } from 'node:crypto';
import type {
  VendAuthorizeBody,
  VendFeedback,
  VendFeedbackBody,
  VendOrder,
  VendStatus,
} from '@console/shared/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import {
  badRequest,
  conflict,
  forbidden,
  foundOr404,
  HttpError,
  isUniqueViolation,
  retryTransientConflicts,
  unprocessable,
} from '../../../lib/http-errors';
import { formatRupees, toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';
import type { MachineKey } from '../../merchant';
import { cardHolder, identifyBuyer } from './customer-credential-service';
import { judge, openWindows } from './rule-evaluator';
import * as ruleUsageRepo from './rule-usage-repository';
import * as vendFeedbackRepo from './vend-feedback-repository';
import * as vendLockRepo from './vend-lock-repository';
import * as vendOrdersRepo from './vend-orders-repository';

/** A machine's Idempotency-Key: printable, without spaces. */
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

export interface VendContext {
  machine: MachineKey;
  ip: string | null;
  /** The vend's time; now unless the seed replays history. */
  at?: string | undefined;
}

export function machineActor(machine: MachineKey, ip: string | null): Actor {
  return { tenantId: machine.tenantId, userId: null, email: `touchpoint:${machine.touchpointId}`, ip };
}

export function checkedKey(key: string | undefined): string {
  if (!key)
    throw badRequest(
      'An Idempotency-Key header is required: a retry with it answers the first result.',
      'KEY_REQUIRED',
    );
  if (!KEY_PATTERN.test(key))
    throw badRequest('The Idempotency-Key must be 1–100 printable characters without spaces.');
  return key;
}

/** What the vend API answers: an order as the machine sees it (its lines, what it cost, what went back). */
export async function presentVendOrder(
  db: DbOrTx,
  order: vendOrdersRepo.OrderRow,
  replayed: boolean,
): Promise<VendOrder> {
  const lines = await vendOrdersRepo.orderItemsOf(db, order.id);
  const balance = await vendOrdersRepo.walletAmount(db, order.walletId ?? 0);
  return {
    order_id: order.id,
    order_no: order.orderNo,
    amount: toRupees(order.amount),
    refunded_amount: toRupees(order.refundedAmount),
    status: order.status,
    vend_status: order.vendStatus as VendStatus,
    wallet_id: order.walletId ?? 0,
    balance: toRupees(balance ?? 0n),
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

/** The cart's lines with their slots in the store's spelling; a slot twice is a 400. */
function cartLines(body: VendAuthorizeBody) {
  const seen = new Set<string>();
  return body.cart.map((line) => {
    const slot = line.slot.toUpperCase();
    if (seen.has(slot))
      throw badRequest(`Slot ${slot} appears twice in the cart: send one line per slot.`, 'DUPLICATE_SLOT');
    seen.add(slot);
    return { slot, quantity: line.quantity };
  });
}

function requestHash(body: VendAuthorizeBody, lines: { slot: string; quantity: number }[]): string {
  // The PIN is not part of it: a hash of four digits would give them away.
  const who =
    'rfid' in body.credential ? `rfid:${body.credential.rfid}` : `mobile:${body.credential.mobile.slice(-10)}`;
  const cart = [...lines].sort((a, b) => a.slot.localeCompare(b.slot));
  return createHash('sha256')
    .update(JSON.stringify([who, cart]))
    .digest('hex');
}

async function replayOf(db: DbOrTx, ctx: VendContext, key: string, hash: string): Promise<VendOrder | undefined> {
  const row = await vendOrdersRepo.orderByKey(db, ctx.machine, key);
  if (!row) return undefined;
  if (row.requestHash !== hash) {
    throw conflict('This Idempotency-Key was already used for another vend.', 'IDEMPOTENCY_KEY_REUSED');
  }
  return presentVendOrder(db, row, true);
}

/** The refusal for a wallet (locked, so as read) that cannot pay `total`. */
function refusalForFunds(wallet: vendLockRepo.LockedWallet, total: bigint): HttpError {
  const holds = wallet.type === 'postpaid' ? ` and a credit limit of ${formatRupees(wallet.creditLimit)}` : '';
  return unprocessable(
    `Insufficient balance: ${formatRupees(total)} asked, the wallet holds ${formatRupees(wallet.amount)}${holds}.`,
    'INSUFFICIENT_FUNDS',
  );
}

/** The cart priced from the locked store, or the 422 the machine shows (a slot, a price, the stock). */
function pricedCart(
  products: Awaited<ReturnType<typeof vendLockRepo.lockForVend>>['products'],
  lines: { slot: string; quantity: number }[],
): vendOrdersRepo.PricedLine[] {
  const bySlot = new Map(products.map((p) => [p.coil, p]));
  return lines.map((line) => {
    const product = bySlot.get(line.slot);
    if (!product) throw unprocessable(`Slot ${line.slot} is not a slot of this touchpoint's store.`, 'UNKNOWN_SLOT');
    const mrp = product.mrp;
    if (mrp <= 0n) throw unprocessable(`${product.name} (${line.slot}) has no price and cannot be sold.`, 'NO_PRICE');
    if (product.stock < line.quantity) {
      throw unprocessable(
        `Out of stock: ${product.name} (${line.slot}) has ${product.stock} left, ${line.quantity} asked.`,
        'OUT_OF_STOCK',
      );
    }
    return { productId: product.id, name: product.name, slot: line.slot, quantity: line.quantity, mrp };
  });
}

export async function authorizeVend(
  db: DbOrTx,
  ctx: VendContext,
  body: VendAuthorizeBody,
  rawKey: string | undefined,
): Promise<VendOrder> {
  const { machine } = ctx;
  if (body.touchpoint_id !== undefined && body.touchpoint_id !== machine.touchpointId) {
    throw forbidden(
      `This key belongs to touchpoint ${machine.touchpointId}; it cannot vend for touchpoint ${body.touchpoint_id}.`,
    );
  }
  const key = checkedKey(rawKey);
  const lines = cartLines(body);
  const hash = requestHash(body, lines);
  try {
    if (!machine.touchpointActive) {
      throw unprocessable(`${machine.touchpointName} is inactive: it cannot sell.`, 'TOUCHPOINT_INACTIVE');
    }
    const now = ctx.at ? new Date(ctx.at) : new Date();
    const { credential } = body;
    // A card holder is read by the lock statement; a mobile + PIN is checked first, outside the
    // transaction, so a wrong PIN counts even though the vend is refused.
    const who = 'rfid' in credential ? credential : await identifyBuyer(db, machine.tenantId, credential, now);
    return await retryTransientConflicts(() =>
      db.transaction(async (tx) => {
        const locks = await vendLockRepo.lockForVend(
          tx,
          machine,
          who,
          lines.map((l) => l.slot),
        );
        const buyer = 'rfid' in who ? cardHolder(locks.holder) : who;
        const wallet = locks.wallet;
        if (!wallet)
          throw unprocessable('No active wallet: the customer has no active primary wallet.', 'NO_ACTIVE_WALLET');
        const priced = pricedCart(locks.products, lines);
        const { rules } = locks;
        const total = priced.reduce((sum, l) => sum + l.mrp * BigInt(l.quantity), 0n);
        if (rules.length > 0) {
          const states = openWindows(rules, now, machine.timeZone);
          const usage = await ruleUsageRepo.ruleUsage(tx, machine, buyer.id, states);
          const items = priced.reduce((sum, l) => sum + l.quantity, 0);
          const verdict = judge(states, usage, { items, paise: total });
          if (!verdict.ok) throw unprocessable(verdict.message, verdict.code);
        }
        const row = await vendOrdersRepo.writeVend(tx, {
          actor: machineActor(machine, ctx.ip),
          machine,
          buyerId: buyer.id,
          walletId: wallet.id,
          lines: priced,
          total,
          key,
          hash,
          at: ctx.at ?? null,
        });
        if (!row) throw refusalForFunds(wallet, total);
        if (Number(row.reserved) !== priced.length) throw new Error('Stock changed under a locked vend');
        return {
          order_id: Number(row.id),
          order_no: String(row.order_no),
          amount: toRupees(total),
          refunded_amount: 0,
          status: 0,
          vend_status: 'pending',
          wallet_id: wallet.id,
          balance: toRupees(String(row.balance)),
          lines: priced.map((l) => ({
            slot: l.slot,
            product_name: l.name,
            quantity: l.quantity,
            vended: null,
            unit_price: toRupees(l.mrp),
            amount: toRupees(l.mrp * BigInt(l.quantity)),
            vend_status: 'pending' as const,
          })),
          replayed: false,
        } satisfies VendOrder;
      }),
    );
  } catch (error) {
    // A retry of a key already applied answers its first result, even if the vend could not
    // happen now (sold out since, or the same key racing in at the same moment).
    if (isUniqueViolation(error, 'orders_idem_uq') || (error instanceof HttpError && error.statusCode === 422)) {
      const replay = await replayOf(db, ctx, key, hash);
      if (replay) return replay;
    }
    throw error;
  }
}

/**
 * A customer's feedback on an order, sent by the machine that served it: an optional rating 1–5
 * and an optional comment, once per order — the order's primary key on the feedback table holds
 * that even under a race. The feedback report lists them (report service).
 */
export async function recordFeedback(
  db: Db,
  machine: MachineKey,
  orderId: number,
  body: VendFeedbackBody,
): Promise<VendFeedback> {
  const comment = body.comment?.trim() || undefined;
  if (body.rating === undefined && comment === undefined) {
    throw badRequest('Send a rating (1 to 5), a comment, or both.', 'EMPTY_FEEDBACK');
  }
  const order = foundOr404(await vendOrdersRepo.findOrder(db, machine.tenantId, orderId, false), 'Order');
  if (order.touchpointId !== machine.touchpointId) {
    throw forbidden('This order belongs to another touchpoint: its key cannot send its feedback.');
  }
  const row = await vendFeedbackRepo.insertFeedback(db, {
    orderId,
    tenantId: machine.tenantId,
    touchpointId: machine.touchpointId,
    rating: body.rating ?? null,
    comment: comment ?? null,
  });
  if (!row) throw conflict('This order already has its feedback: an order takes one.', 'FEEDBACK_EXISTS');
  return { order_id: row.orderId, rating: row.rating, comment: row.comment, created_at: toIso(row.createdAt) };
}
