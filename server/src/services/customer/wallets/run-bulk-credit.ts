/**
 * Bulk credit: one amount to many wallets as one batch. Each wallet's credit is an ordinary
 * fund movement keyed `bulk:<batch key>:<wallet id>`, so a retried chunk (a double click, a dropped
 * connection) answers what it did the first time and pays nobody twice.
 */
import type { BulkCreditBody, BulkCreditResult } from '@console/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import { badRequest, HttpError } from '../../../lib/http-errors';
import { moveFunds, movementPaise } from '../ledger/fund-repository';
import { appliedKeys, walletStates, type WalletState } from './bulk-credit-repository';

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

/**
 * Credits each wallet of the chunk in turn. An error on one wallet becomes that wallet's
 * `failed` outcome (the others still run) and is logged on `log`, the request's logger: a
 * refusal (4xx) at warn, anything else at error with its stack.
 */
export async function runBulkCredit(
  db: Db,
  log: FastifyBaseLogger,
  actor: Actor,
  body: BulkCreditBody,
  batchKey: string,
): Promise<BulkCreditResult[]> {
  // Checked once, before anything moves: a bad amount refuses the whole chunk.
  if (movementPaise(body.transaction_amount) < 0n) {
    throw badRequest('A bulk credit adds money: transaction_amount must be greater than zero.', 'INVALID_AMOUNT');
  }
  const keyOf = (walletId: number) => `bulk:${batchKey}:${walletId}`;
  const stateOf = new Map((await walletStates(db, actor.tenantId, body.wallet_ids)).map((s) => [s.id, s]));
  // A wallet this batch already reached is answered from the ledger even if it changed since.
  const done = await appliedKeys(db, actor.tenantId, body.wallet_ids.map(keyOf));

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
        log.error({ err: error, walletId, batchKey }, 'bulk credit: a wallet failed with a server error');
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
