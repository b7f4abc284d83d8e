/**
 * Authorizing a vend (README "Vending"): who buys (their credential), what (the cart, priced from
 * the touchpoint's store, never from the request), whether the rules allow it, and then in one
 * transaction: the primary wallet locked and debited through the ledger, the stock reserved, the
 * order created (payment Success, status Pending). A refusal writes nothing (except a wrong PIN's
 * count). An Idempotency-Key per touchpoint makes a retry answer the first result.
 */
import { createHash } from 'node:crypto';
import type { VendAuthorizeBody, VendOrder } from '@console/shared/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders, touchpointProducts as products } from '../../../db/schema';
import type { Actor } from '../../../lib/audit';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  isUniqueViolation,
  retryTransientConflicts,
  unprocessable,
} from '../../../lib/http-errors';
import { rowsOf } from '../../../lib/list';
import { formatRupees, toRupees } from '../../../lib/money';
import { movementCtes } from '../../customer';
import type { MachineKey } from '../../merchant';
import { identifyBuyer, type Buyer } from './customer-credential-repository';
import { judge, openWindows } from './rule-evaluator';
import { ruleUsage } from './rule-usage-repository';
import { lockForVend, type PricedLine, type VendLocks } from './vend-lock-repository';
import { orderFields, presentVendOrder } from './vend-orders-repository';

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
  const [row] = await db
    .select(orderFields)
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, ctx.machine.tenantId),
        eq(orders.touchpointId, ctx.machine.touchpointId),
        eq(orders.idempotencyKey, key),
      ),
    );
  if (!row) return undefined;
  if (row.requestHash !== hash) {
    throw conflict('This Idempotency-Key was already used for another vend.', 'IDEMPOTENCY_KEY_REUSED');
  }
  return presentVendOrder(db, row, true);
}

/** One statement: debit through the ledger, order and items, stock reserved, and the order announced. */
function writeStatement(
  ctx: VendContext,
  buyer: Buyer,
  walletId: number,
  lines: PricedLine[],
  total: bigint,
  key: string,
  hash: string,
) {
  const { machine } = ctx;
  const t = machine.tenantId;
  const json = JSON.stringify(
    lines.map((l) => ({ product_id: l.productId, name: l.name, qty: l.quantity, mrp: l.mrp.toString(), coil: l.slot })),
  );
  const ledger = movementCtes({
    actor: machineActor(machine, ctx.ip),
    walletId,
    paise: -total,
    remark: `Vend at ${machine.touchpointName}`,
    orderId: sql`(select id from n)`,
    requireActive: true,
    auditAction: 'vend',
    at: ctx.at ?? null,
  });
  return sql`
    with n as (select nextval(pg_get_serial_sequence('orders', 'id'))::int as id),
    ${ledger},
    ord as (
      insert into ${orders} (id, tenant_id, order_no, customer_id, wallet_id, channel_id, touchpoint_id, payment_source,
                             payment_status, status, vend_status, amount, idempotency_key, request_hash, created_at, updated_at)
      overriding system value
      select n.id, ${t}::int, 'ORD' || lpad(n.id::text, 8, '0'), ${buyer.id}::int, ${walletId}::int,
             ${machine.channelId}::int, ${machine.touchpointId}::int, 'wallet', 1, 0, 'pending', ${total.toString()}::bigint,
             ${key}::text, ${hash}::text, e.created_at, e.created_at
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
      from ord, entry e`;
}

/** The refusal for a wallet (locked, so as read) that cannot pay `total`. */
function refusalForFunds(wallet: VendLocks['wallet'], total: bigint): HttpError {
  const holds = wallet.type === 'postpaid' ? ` and a credit limit of ${formatRupees(wallet.creditLimit)}` : '';
  return unprocessable(
    `Insufficient balance: ${formatRupees(total)} asked, the wallet holds ${formatRupees(wallet.amount)}${holds}.`,
    'INSUFFICIENT_FUNDS',
  );
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
        const { buyer, wallet, priced, rules } = await lockForVend(tx, machine, who, lines);
        const total = priced.reduce((sum, l) => sum + l.mrp * BigInt(l.quantity), 0n);
        if (rules.length > 0) {
          const states = openWindows(rules, now, machine.timeZone);
          const usage = await ruleUsage(tx, machine, buyer.id, states);
          const items = priced.reduce((sum, l) => sum + l.quantity, 0);
          const verdict = judge(states, usage, { items, paise: total });
          if (!verdict.ok) throw unprocessable(verdict.message, verdict.code);
        }
        const [row] = rowsOf(await tx.execute(writeStatement(ctx, buyer, wallet.id, priced, total, key, hash)));
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
