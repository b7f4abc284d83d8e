/**
 * A bulk credit's batch (bulk-credit-job.ts runs it): stored once per Idempotency-Key (the same key
 * with another request is 409), each step's results and counts saved in one transaction while the
 * run is still the attempt's, Run Again refused while it runs, and the batch as the console sees it.
 */
import type { BulkCredit, BulkCreditBody, BulkCreditResult, BulkCreditStatus } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import { conflict, foundOr404, notFound } from '../../../lib/http-errors';
import { toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';
import * as repo from './bulk-credit-batch-repository';
import { bulkCreditPaise } from './bulk-credit-service';

/** A run's own bookkeeping (begin an attempt, end it, fail it, find the stalled) is its SQL alone. */
export { beginAttempt, failBatch, finishBatch, unfinishedBatches } from './bulk-credit-batch-repository';
export type { BatchRequest, BatchRow } from './bulk-credit-batch-repository';

export function presentBatch(row: repo.BatchRow, outcomes: BulkCreditResult[] | null): BulkCredit {
  return {
    id: row.id,
    status: row.status as BulkCreditStatus,
    total: row.walletIds.length,
    processed: row.processed,
    credited: row.credited,
    already_credited: row.alreadyCredited,
    skipped: row.skipped,
    failed: row.failed,
    transaction_amount: toRupees(row.amount),
    remark: row.remark,
    reason: row.reason,
    results: outcomes,
    created_at: toIso(row.createdAt),
    updated_at: toIso(row.updatedAt),
    finished_at: row.finishedAt ? toIso(row.finishedAt) : null,
  };
}

/** Whether `row` is the batch `request` asks for (a repeat of the same POST). */
export function sameRequest(row: repo.BatchRow, request: repo.BatchRequest): boolean {
  return (
    row.amount === request.amount &&
    row.remark === request.remark &&
    row.walletIds.length === request.walletIds.length &&
    row.walletIds.every((id, i) => id === request.walletIds[i])
  );
}

/**
 * Stores the batch (`created`), or finds the one stored under the same key before. Every refusal
 * comes before anything is stored: a bad amount is 400, the key of another batch (other wallets,
 * amount or remark) 409.
 */
export async function storeBatch(
  db: Db,
  actor: Actor & { userId: number },
  body: BulkCreditBody,
  key: string,
): Promise<{ row: repo.BatchRow; created: boolean }> {
  const request: repo.BatchRequest = {
    walletIds: body.wallet_ids,
    amount: bulkCreditPaise(body.transaction_amount),
    remark: body.remark?.trim() || null,
  };
  let row = await repo.batchByKey(db, actor.tenantId, key);
  let created = false;
  if (!row) {
    const inserted = await repo.insertBatch(db, actor, key, request);
    created = inserted !== undefined;
    // Undefined: a request with the same key stored its batch a moment before this one.
    row = inserted ?? (await repo.batchByKey(db, actor.tenantId, key));
    if (!row) throw new Error(`bulk credit ${key}: neither stored nor found`);
  }
  if (!sameRequest(row, request)) {
    throw conflict('This Idempotency-Key was already used with different parameters.', 'IDEMPOTENCY_KEY_REUSED');
  }
  return { row, created };
}

/** Each processed wallet's outcome in the batch's order, its balance after read from its ledger row. */
export async function batchResults(db: Db, batchId: number): Promise<BulkCreditResult[]> {
  const rows = await repo.batchResultRows(db, batchId);
  return rows.map((r) => ({
    wallet_id: r.walletId,
    outcome: r.outcome as BulkCreditResult['outcome'],
    message: r.message,
    movement_id: r.movementId,
    after_balance: r.afterBalance === null ? null : toRupees(r.afterBalance),
  }));
}

/** The batch as the console sees it: its results once it has ended. */
export async function presentWithResults(db: Db, row: repo.BatchRow): Promise<BulkCredit> {
  return presentBatch(row, repo.ENDED.includes(row.status as BulkCreditStatus) ? await batchResults(db, row.id) : null);
}

/** One of the tenant's batches; another tenant's is 404. */
export async function getBatch(db: Db, tenantId: number, id: number): Promise<BulkCredit> {
  const row = foundOr404(await repo.findBatch(db, tenantId, id), 'Bulk credit');
  return presentWithResults(db, row);
}

/** An attempt whose batch is no longer its own: another attempt took it over, or it ended. */
export class BatchSuperseded extends Error {
  constructor(id: number) {
    super(`Bulk credit ${id} is no longer this attempt's to write.`);
    this.name = 'BatchSuperseded';
  }
}

const count = (outcomes: BulkCreditResult[], outcome: BulkCreditResult['outcome']) =>
  outcomes.filter((r) => r.outcome === outcome).length;

/**
 * Saves the outcomes of the wallets from position `from` on, with the counts, in one transaction,
 * while the batch is still this attempt's and at `from`; else BatchSuperseded and nothing is saved.
 */
export async function saveProgress(
  db: Db,
  batch: { id: number; attempt: number },
  from: number,
  outcomes: BulkCreditResult[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const held = await repo.advanceBatch(tx, batch, from, {
      processed: from + outcomes.length,
      credited: count(outcomes, 'credited'),
      replayed: count(outcomes, 'replayed'),
      skipped: count(outcomes, 'skipped'),
      failed: count(outcomes, 'failed'),
    });
    if (!held) throw new BatchSuperseded(batch.id);
    if (outcomes.length === 0) return;
    await repo.insertResults(
      tx,
      outcomes.map((r, i) => ({
        bulkCreditId: batch.id,
        position: from + i,
        walletId: r.wallet_id,
        outcome: r.outcome,
        message: r.message,
        movementId: r.movement_id,
      })),
    );
  });
}

/**
 * Starts the next run of an ended batch (Run Again): queued again from its first wallet, its
 * results cleared. 404 for another tenant's batch, 409 while it is still queued or running.
 */
export async function restartBatch(db: Db, tenantId: number, id: number): Promise<repo.BatchRow> {
  return db.transaction(async (tx) => {
    const row = await repo.requeueBatch(tx, tenantId, id);
    if (row) {
      await repo.deleteResults(tx, id);
      return row;
    }
    if (!(await repo.batchExists(tx, tenantId, id))) throw notFound('Bulk credit');
    throw conflict('This bulk credit is still running; wait for it to finish.', 'BULK_CREDIT_RUNNING');
  });
}
