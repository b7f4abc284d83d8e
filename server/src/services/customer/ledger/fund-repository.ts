/**
 * Moving money (ARCHITECTURE §4): one transaction locks the wallet row, checks the rule (prepaid
 * never below 0, postpaid never below minus its credit limit), appends the ledger row with its
 * previous and after balance, updates the balance and writes the audit row. An Idempotency-Key
 * (per tenant) makes a retry answer the first result; the same key with other parameters is 409.
 */
import { createHash } from 'node:crypto';
import type { FundMovement, FundMovementBody } from '@console/shared/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wallets, walletTransactions as wt } from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, isUniqueViolation, notFound, unprocessable } from '../../../lib/http-errors';
import { toPaise, toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';

/** ₹10,00,000 per movement, in paise. */
export const MAX_MOVEMENT_PAISE = 10_00_000n * 100n;

type Row = typeof wt.$inferSelect;

function present(row: Row, replayed: boolean): FundMovement {
  return {
    id: row.id,
    wallet_id: row.walletId,
    transaction_amount: toRupees(row.transactionAmount),
    previous_balance: toRupees(row.previousBalance),
    after_balance: toRupees(row.afterBalance),
    remark: row.remark,
    reverses_id: row.reversesId,
    created_at: toIso(row.createdAt),
    replayed,
  };
}

/** A movement's amount in paise: exact, non-zero and within the per-movement limit, or a 400. */
export function movementAmount(rupees: FundMovementBody['transaction_amount']): bigint {
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
  const [row] = await db
    .select()
    .from(wt)
    .where(and(eq(wt.tenantId, tenantId), eq(wt.idempotencyKey, key)));
  if (!row) return null;
  if (row.requestHash !== hash) {
    throw conflict('This Idempotency-Key was already used with different parameters.', 'IDEMPOTENCY_KEY_REUSED');
  }
  return present(row, true);
}

export async function moveFunds(
  db: Db,
  actor: Actor,
  body: FundMovementBody,
  key: string | undefined,
): Promise<FundMovement> {
  const amount = movementAmount(body.transaction_amount);
  const remark = body.remark?.trim() || null;
  const hash = createHash('sha256')
    .update(JSON.stringify([body.wallet_id, amount.toString(), remark, body.reverses_id ?? null]))
    .digest('hex');
  if (key) {
    const replay = await replayOf(db, actor.tenantId, key, hash);
    if (replay) return replay;
  }
  try {
    return await db.transaction(async (tx) => {
      const [wallet] = await tx
        .select()
        .from(wallets)
        .where(and(eq(wallets.id, body.wallet_id), eq(wallets.tenantId, actor.tenantId), isNull(wallets.deletedAt)))
        .for('update');
      if (!wallet) throw notFound('Wallet');
      if (body.reverses_id !== undefined) {
        const [original] = await tx
          .select({ walletId: wt.walletId, amount: wt.transactionAmount })
          .from(wt)
          .where(and(eq(wt.id, body.reverses_id), eq(wt.tenantId, actor.tenantId)));
        if (!original || original.walletId !== wallet.id) throw notFound('Reversed movement');
        if (original.amount !== -amount)
          throw badRequest('A reversal moves exactly the opposite amount of its original.');
      }
      const after = wallet.amount + amount;
      const floor = wallet.type === 'postpaid' ? -wallet.creditLimit : 0n;
      if (after < floor) {
        throw unprocessable(
          wallet.type === 'postpaid'
            ? `Insufficient credit: the balance is ₹${toRupees(wallet.amount).toFixed(2)} and the credit limit ₹${toRupees(wallet.creditLimit).toFixed(2)}.`
            : `Insufficient balance: the wallet holds ₹${toRupees(wallet.amount).toFixed(2)}.`,
          'INSUFFICIENT_FUNDS',
        );
      }
      const [row] = await tx
        .insert(wt)
        .values({
          tenantId: actor.tenantId,
          walletId: wallet.id,
          transactionAmount: amount,
          previousBalance: wallet.amount,
          afterBalance: after,
          remark,
          reversesId: body.reverses_id ?? null,
          idempotencyKey: key ?? null,
          requestHash: key ? hash : null,
          createdBy: actor.userId,
        })
        .returning();
      await tx
        .update(wallets)
        .set({ amount: after, updatedAt: sql`now()` })
        .where(eq(wallets.id, wallet.id));
      await recordAudit(tx, actor, {
        action: 'fund',
        entity: 'wallet',
        entityId: wallet.id,
        before: { amount: wallet.amount },
        after: { amount: after, movement: row!.id },
      });
      return present(row!, false);
    });
  } catch (error) {
    // Two requests with one key at the same moment: the second loses on the unique index.
    if (key && isUniqueViolation(error)) {
      const replay = await replayOf(db, actor.tenantId, key, hash);
      if (replay) return replay;
    }
    throw error;
  }
}
