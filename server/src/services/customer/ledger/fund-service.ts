/**
 * Moving money: one statement locks the wallet row, checks the rule (prepaid never below 0,
 * postpaid never below minus its credit limit), appends the ledger row with its previous and after
 * balance, updates the balance and writes the audit row. An Idempotency-Key (per tenant) makes a
 * retry answer the first result; the same key with other parameters is 409.
 */
import { createHash } from 'node:crypto';
import { MAX_MOVEMENT_RUPEES, type FundMovement, type FundMovementBody } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import { badRequest, conflict, isUniqueViolation, notFound, unprocessable } from '../../../lib/http-errors';
import { formatRupees, toPaise, toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';
import * as repo from './fund-repository';
import { movementFields } from './ledger-service';

/** ₹10,00,000 per movement, in paise. */
const MAX_MOVEMENT_PAISE = BigInt(MAX_MOVEMENT_RUPEES) * 100n;

function present(row: repo.LedgerMovementRow, replayed: boolean): FundMovement {
  return { ...movementFields(row), replayed };
}

/** A movement's amount in paise: exact, non-zero and within the per-movement limit, or a 400. */
export function movementPaise(rupees: FundMovementBody['transaction_amount']): bigint {
  const paise = toPaise(rupees);
  if (paise === null)
    throw badRequest('transaction_amount must be an amount in rupees with at most two decimals.', 'INVALID_AMOUNT');
  if (paise === 0n) throw badRequest('transaction_amount must not be zero.', 'INVALID_AMOUNT');
  if ((paise < 0n ? -paise : paise) > MAX_MOVEMENT_PAISE) {
    throw badRequest('transaction_amount must be at most ₹10,00,000 per movement.', 'INVALID_AMOUNT');
  }
  return paise;
}

async function replayOf(db: Db, tenantId: number, key: string, hash: string): Promise<FundMovement | null> {
  const row = await repo.movementByKey(db, tenantId, key);
  if (!row) return null;
  if (row.requestHash !== hash) {
    throw conflict('This Idempotency-Key was already used with different parameters.', 'IDEMPOTENCY_KEY_REUSED');
  }
  return present(row, true);
}

function presentMoved(row: repo.MovedRow): FundMovement {
  return {
    id: Number(row.id),
    wallet_id: Number(row.wallet_id),
    transaction_amount: toRupees(row.transaction_amount),
    previous_balance: toRupees(row.previous_balance),
    after_balance: toRupees(row.after_balance),
    remark: row.remark,
    reverses_id: row.reverses_id === null ? null : Number(row.reverses_id),
    created_at: toIso(row.created_at),
    replayed: false,
  };
}

/** Why a movement statement moved nothing: the wallet is gone, or the floor refused it. */
async function refusal(db: Db, tenantId: number, walletId: number) {
  const wallet = await repo.movementWallet(db, tenantId, walletId);
  if (!wallet) return notFound('Wallet');
  if (wallet.status !== 1) return unprocessable('The wallet is inactive: no funds move in or out.', 'WALLET_INACTIVE');
  return unprocessable(
    wallet.type === 'postpaid'
      ? `Insufficient credit: the balance is ${formatRupees(wallet.amount)} and the credit limit ${formatRupees(wallet.creditLimit)}.`
      : `Insufficient balance: the wallet holds ${formatRupees(wallet.amount)}.`,
    'INSUFFICIENT_FUNDS',
  );
}

export async function moveFunds(
  db: Db,
  actor: Actor,
  body: FundMovementBody,
  key: string | undefined,
): Promise<FundMovement> {
  const amount = movementPaise(body.transaction_amount);
  const remark = body.remark?.trim() || null;
  const hash = createHash('sha256')
    .update(JSON.stringify([body.wallet_id, amount.toString(), remark, body.reverses_id ?? null]))
    .digest('hex');
  if (body.reverses_id !== undefined) {
    // Ledger rows never change, so the original can be checked before the movement's statement.
    const original = await repo.reversedMovement(db, actor.tenantId, body.reverses_id);
    if (!original || original.walletId !== body.wallet_id) throw notFound('Reversed movement');
    if (original.reversesId !== null) throw badRequest('A reversal cannot itself be reversed; move the amount again.');
    if (original.amount !== -amount) throw badRequest('A reversal moves exactly the opposite amount of its original.');
  }
  let moved: repo.MovedRow | undefined;
  try {
    moved = await repo.insertMovement(db, {
      actor,
      walletId: body.wallet_id,
      paise: amount,
      remark,
      reversesId: body.reverses_id ?? null,
      idempotencyKey: key ?? null,
      requestHash: key ? hash : null,
    });
  } catch (error) {
    // The key was applied before (or by a request arriving at the same moment, which committed
    // first): the whole statement rolled back, and the first result is the answer. This comes
    // before naming the violated constraint: a keyed retry of a reversal breaks the reversal's
    // unique index too, and it is still a replay, not "already reversed".
    if (key && isUniqueViolation(error)) {
      const replay = await replayOf(db, actor.tenantId, key, hash);
      if (replay) return replay;
    }
    if (isUniqueViolation(error, 'wallet_tx_reverses_uq')) {
      throw conflict(`Movement ${body.reverses_id} was already reversed.`, 'ALREADY_REVERSED');
    }
    throw error;
  }
  if (moved) return presentMoved(moved);
  // Nothing moved. A retry of a key already applied still answers its first result, even if
  // the wallet could not take the movement now.
  if (key) {
    const replay = await replayOf(db, actor.tenantId, key, hash);
    if (replay) return replay;
  }
  throw await refusal(db, actor.tenantId, body.wallet_id);
}
