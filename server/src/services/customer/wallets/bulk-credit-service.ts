/**
 * Bulk credit's use case: the amount a batch pays, and one step of its job (bulk-credit-job.ts):
 * each wallet of the step in turn, each credit an ordinary fund movement keyed `bulk:<batch key>:<wallet id>`, so a step run again
 * (the job resumed after its process stopped, or Run Again) answers what it did the first time
 * and pays nobody twice.
 */
import type { BulkCreditBody, BulkCreditResult } from '@console/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import { badRequest, HttpError } from '../../../lib/http-errors';
import { moveFunds, movementPaise } from '../ledger/fund-service';
import * as repo from './bulk-credit-repository';

function skipReason(state: repo.WalletState | undefined): string | null {
  if (!state) return 'Wallet not found.';
  if (state.deletedAt !== null) return 'The wallet is deleted.';
  if (state.status !== 1) return 'The wallet is inactive.';
  return null;
}

const outcome = (walletId: number, result: Omit<BulkCreditResult, 'wallet_id'>): BulkCreditResult => ({
  wallet_id: walletId,
  ...result,
});

/**
 * The amount a bulk credit pays each wallet, in paise, checked before anything is stored: exact,
 * positive and within the per-movement limit, or a 400 with the reason.
 */
export function bulkCreditPaise(amount: BulkCreditBody['transaction_amount']): bigint {
  const paise = movementPaise(amount);
  if (paise < 0n) {
    throw badRequest('A bulk credit adds money: transaction_amount must be greater than zero.', 'INVALID_AMOUNT');
  }
  return paise;
}

/** Paise as the exact decimal text of rupees a movement is asked for (15025n → "150.25"). */
export function rupeeText(paise: bigint): string {
  return `${paise / 100n}.${String(paise % 100n).padStart(2, '0')}`;
}

/** What each wallet of a batch is paid: rupees as exact text, and the remark. */
export interface Payment {
  amount: string;
  remark: string | null;
}

/**
 * Credits each wallet of `walletIds` in turn, checking `signal` before each: once it is aborted
 * (the job's lease was lost) no further wallet is credited and the step ends with `signal`'s
 * reason. An error on one wallet becomes that wallet's `failed` outcome (the others still run)
 * and is logged on `log`: a refusal (4xx) at warn, anything else at error with its stack.
 */
export async function creditWallets(
  db: Db,
  log: FastifyBaseLogger,
  actor: Actor,
  payment: Payment,
  batchKey: string,
  walletIds: readonly number[],
  signal: AbortSignal,
): Promise<BulkCreditResult[]> {
  const keyOf = (walletId: number) => `bulk:${batchKey}:${walletId}`;
  const stateOf = new Map((await repo.walletStates(db, actor.tenantId, walletIds)).map((s) => [s.id, s]));
  // A wallet this batch already reached is answered from the ledger even if it changed since.
  const done = await repo.appliedKeys(db, actor.tenantId, walletIds.map(keyOf));

  const results: BulkCreditResult[] = [];
  for (const walletId of walletIds) {
    if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('The job was stopped.');
    const skip = done.has(keyOf(walletId)) ? null : skipReason(stateOf.get(walletId));
    if (skip) {
      results.push(outcome(walletId, { outcome: 'skipped', message: skip, movement_id: null, after_balance: null }));
      continue;
    }
    try {
      const movement = await moveFunds(
        db,
        actor,
        {
          wallet_id: walletId,
          transaction_amount: payment.amount,
          ...(payment.remark ? { remark: payment.remark } : {}),
        },
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
        log.error({ err: error, walletId, batchKey }, 'bulk credit: a wallet failed with a server error');
        // Each movement is one statement: an error means this wallet's credit did not happen,
        // and the wallets before it did. Report it; Run Again settles it safely.
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
      log.warn(
        { walletId, batchKey, status: error.statusCode, code: error.code },
        `bulk credit: wallet ${skipped ? 'skipped' : 'refused'}: ${error.message}`,
      );
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
