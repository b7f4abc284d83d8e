/**
 * Bulk credit: one amount to many wallets as one batch. Each wallet's credit is an ordinary
 * fund movement keyed `bulk:<batch key>:<wallet id>`, so a retried chunk (a double click, a dropped
 * connection) answers what it did the first time and pays nobody twice.
 */
import type { BulkCreditBody, BulkCreditResult } from '@console/shared/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wallets, walletTransactions } from '../../../db/schema';
import type { Actor } from '../../../lib/audit';
import { badRequest, HttpError } from '../../../lib/http-errors';
import { moveFunds, movementAmount } from '../ledger/fund-repository';

type WalletState = { id: number; status: number; deletedAt: string | null };

function skipReason(state: WalletState | undefined): string | null {
  if (!state) return 'Wallet not found.';
  if (state.deletedAt !== null) return 'The wallet is deleted.';
  if (state.status !== 1) return 'The wallet is inactive.';
  return null;
}

const outcome = (walletId: number, result: Omit<BulkCreditResult, 'wallet_id'>): BulkCreditResult => ({
  wallet_id: walletId,
  ...result,
});

export async function bulkCredit(
  db: Db,
  actor: Actor,
  body: BulkCreditBody,
  batchKey: string,
): Promise<BulkCreditResult[]> {
  // Checked once, before anything moves: a bad amount refuses the whole chunk.
  if (movementAmount(body.transaction_amount) < 0n) {
    throw badRequest('A bulk credit adds money: transaction_amount must be greater than zero.', 'INVALID_AMOUNT');
  }
  const keyOf = (walletId: number) => `bulk:${batchKey}:${walletId}`;
  const states = await db
    .select({ id: wallets.id, status: wallets.status, deletedAt: wallets.deletedAt })
    .from(wallets)
    .where(and(eq(wallets.tenantId, actor.tenantId), inArray(wallets.id, body.wallet_ids)));
  const stateOf = new Map(states.map((s) => [s.id, s]));
  // A wallet this batch already reached is answered from the ledger even if it changed since.
  const applied = await db
    .select({ key: walletTransactions.idempotencyKey })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.tenantId, actor.tenantId),
        inArray(walletTransactions.idempotencyKey, body.wallet_ids.map(keyOf)),
      ),
    );
  const done = new Set(applied.map((a) => a.key));

  const results: BulkCreditResult[] = [];
  for (const walletId of body.wallet_ids) {
    const skip = done.has(keyOf(walletId)) ? null : skipReason(stateOf.get(walletId));
    if (skip) {
      results.push(outcome(walletId, { outcome: 'skipped', message: skip, movement_id: null, after_balance: null }));
      continue;
    }
    try {
      const movement = await moveFunds(
        db,
        actor,
        { wallet_id: walletId, transaction_amount: body.transaction_amount, remark: body.remark },
        keyOf(walletId),
      );
      results.push(
        outcome(walletId, {
          outcome: movement.replayed ? 'replayed' : 'credited',
          message: null,
          movement_id: movement.id,
          after_balance: movement.after_balance,
        }),
      );
    } catch (error) {
      if (!(error instanceof HttpError)) {
        // Each movement is one statement: an error means this wallet's credit did not happen,
        // and the wallets before it in the chunk did. Report it; a re-run settles it safely.
        results.push(
          outcome(walletId, {
            outcome: 'failed',
            message: 'Not applied (a server error); run the batch again to settle it.',
            movement_id: null,
            after_balance: null,
          }),
        );
        continue;
      }
      // Deleted between the check above and its movement: still not an error of the batch.
      const skipped = error.statusCode === 404;
      results.push(
        outcome(walletId, {
          outcome: skipped ? 'skipped' : 'failed',
          message: skipped ? 'Wallet not found.' : error.message,
          movement_id: null,
          after_balance: null,
        }),
      );
    }
  }
  return results;
}
