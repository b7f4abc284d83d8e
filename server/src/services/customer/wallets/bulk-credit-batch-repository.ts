/**
 * A bulk credit's batch row and its results (bulk-credit-job.ts runs it): stored once per
 * Idempotency-Key, begun by an attempt of its job, moved on in steps — each step's results and
 * counts in one transaction, only while the run is still that attempt's — and ended done or failed.
 */
import type { BulkCredit, BulkCreditResult, BulkCreditStatus } from '@console/shared/contracts';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bulkCreditResults as results, bulkCredits, ledgerMovements } from '../../../db/schema';
import type { Actor } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/http-errors';
import { toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';

export type BatchRow = typeof bulkCredits.$inferSelect;

/** What a batch pays: its wallets in order, the amount in paise, the remark (trimmed, or null). */
export interface BatchRequest {
  walletIds: number[];
  amount: bigint;
  remark: string | null;
}

const ENDED: BulkCreditStatus[] = ['done', 'failed'];
const UNFINISHED: BulkCreditStatus[] = ['queued', 'running'];

export function presentBatch(row: BatchRow, outcomes: BulkCreditResult[] | null): BulkCredit {
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
export function sameRequest(row: BatchRow, request: BatchRequest): boolean {
  return (
    row.amount === request.amount &&
    row.remark === request.remark &&
    row.walletIds.length === request.walletIds.length &&
    row.walletIds.every((id, i) => id === request.walletIds[i])
  );
}

export async function batchByKey(db: Db, tenantId: number, key: string): Promise<BatchRow | undefined> {
  const [row] = await db
    .select()
    .from(bulkCredits)
    .where(and(eq(bulkCredits.tenantId, tenantId), eq(bulkCredits.batchKey, key)));
  return row;
}

/** Stores a queued batch; undefined when the tenant has one under `key` already (a request racing this one). */
export async function insertBatch(
  db: Db,
  actor: Actor & { userId: number },
  key: string,
  request: BatchRequest,
): Promise<BatchRow | undefined> {
  const [row] = await db
    .insert(bulkCredits)
    .values({
      tenantId: actor.tenantId,
      createdBy: actor.userId,
      createdByEmail: actor.email,
      createdIp: actor.ip,
      batchKey: key,
      amount: request.amount,
      remark: request.remark,
      walletIds: request.walletIds,
    })
    .onConflictDoNothing({ target: [bulkCredits.tenantId, bulkCredits.batchKey] })
    .returning();
  return row;
}

/** Each processed wallet's outcome in the batch's order, its balance after read from its ledger row. */
export async function batchResults(db: Db, batchId: number): Promise<BulkCreditResult[]> {
  const rows = await db
    .select({
      walletId: results.walletId,
      outcome: results.outcome,
      message: results.message,
      movementId: results.movementId,
      afterBalance: ledgerMovements.afterBalance,
    })
    .from(results)
    .leftJoin(ledgerMovements, eq(ledgerMovements.id, results.movementId))
    .where(eq(results.bulkCreditId, batchId))
    .orderBy(asc(results.position));
  return rows.map((r) => ({
    wallet_id: r.walletId,
    outcome: r.outcome as BulkCreditResult['outcome'],
    message: r.message,
    movement_id: r.movementId,
    after_balance: r.afterBalance === null ? null : toRupees(r.afterBalance),
  }));
}

/** The batch as the console sees it: its results once it has ended. */
export async function presentWithResults(db: Db, row: BatchRow): Promise<BulkCredit> {
  return presentBatch(row, ENDED.includes(row.status as BulkCreditStatus) ? await batchResults(db, row.id) : null);
}

/** One of the tenant's batches; another tenant's is 404. */
export async function getBatch(db: Db, tenantId: number, id: number): Promise<BulkCredit> {
  const [row] = await db
    .select()
    .from(bulkCredits)
    .where(and(eq(bulkCredits.tenantId, tenantId), eq(bulkCredits.id, id)));
  if (!row) throw notFound('Bulk credit');
  return presentWithResults(db, row);
}

/**
 * Begins an attempt at the batch's run `run` while it is queued or running: the attempt's number
 * goes up, so an earlier attempt (its process lost the job) writes nothing more. Undefined when
 * the run has ended or another run has begun.
 */
export async function beginAttempt(db: Db, id: number, run: number): Promise<BatchRow | undefined> {
  const [row] = await db
    .update(bulkCredits)
    .set({ status: 'running', attempt: sql`${bulkCredits.attempt} + 1`, updatedAt: sql`now()` })
    .where(and(eq(bulkCredits.id, id), eq(bulkCredits.run, run), inArray(bulkCredits.status, UNFINISHED)))
    .returning();
  return row;
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
    const [held] = await tx
      .update(bulkCredits)
      .set({
        processed: from + outcomes.length,
        credited: sql`${bulkCredits.credited} + ${count(outcomes, 'credited')}::int`,
        alreadyCredited: sql`${bulkCredits.alreadyCredited} + ${count(outcomes, 'replayed')}::int`,
        skipped: sql`${bulkCredits.skipped} + ${count(outcomes, 'skipped')}::int`,
        failed: sql`${bulkCredits.failed} + ${count(outcomes, 'failed')}::int`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(bulkCredits.id, batch.id),
          eq(bulkCredits.attempt, batch.attempt),
          eq(bulkCredits.status, 'running'),
          eq(bulkCredits.processed, from),
        ),
      )
      .returning({ id: bulkCredits.id });
    if (!held) throw new BatchSuperseded(batch.id);
    if (outcomes.length === 0) return;
    await tx.insert(results).values(
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

/** Ends the batch done, while it is still this attempt's. */
export async function finishBatch(db: Db, batch: { id: number; attempt: number }): Promise<void> {
  await db
    .update(bulkCredits)
    .set({ status: 'done', updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(
      and(eq(bulkCredits.id, batch.id), eq(bulkCredits.attempt, batch.attempt), eq(bulkCredits.status, 'running')),
    );
}

/** Fails the batch's run `run` with the reason, unless it has ended (or another run has begun). */
export async function failBatch(db: Db, id: number, run: number, reason: string): Promise<void> {
  await db
    .update(bulkCredits)
    .set({ status: 'failed', reason: reason.slice(0, 1000), updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(and(eq(bulkCredits.id, id), eq(bulkCredits.run, run), inArray(bulkCredits.status, UNFINISHED)));
}

/** Batches queued or running whose last change is older than `seconds`: the queue's reconcile checks their jobs. */
export async function unfinishedBatches(db: Db, seconds: number): Promise<{ id: number; run: number }[]> {
  return db
    .select({ id: bulkCredits.id, run: bulkCredits.run })
    .from(bulkCredits)
    .where(
      and(
        inArray(bulkCredits.status, UNFINISHED),
        lt(bulkCredits.updatedAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
}

/**
 * Starts the next run of an ended batch (Run Again): queued again from its first wallet, its
 * results cleared. 404 for another tenant's batch, 409 while it is still queued or running.
 */
export async function restartBatch(db: Db, tenantId: number, id: number): Promise<BatchRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bulkCredits)
      .set({
        status: 'queued',
        run: sql`${bulkCredits.run} + 1`,
        processed: 0,
        credited: 0,
        alreadyCredited: 0,
        skipped: 0,
        failed: 0,
        reason: null,
        updatedAt: sql`now()`,
        finishedAt: null,
      })
      .where(and(eq(bulkCredits.tenantId, tenantId), eq(bulkCredits.id, id), inArray(bulkCredits.status, ENDED)))
      .returning();
    if (row) {
      await tx.delete(results).where(eq(results.bulkCreditId, id));
      return row;
    }
    const [exists] = await tx
      .select({ id: bulkCredits.id })
      .from(bulkCredits)
      .where(and(eq(bulkCredits.tenantId, tenantId), eq(bulkCredits.id, id)));
    if (!exists) throw notFound('Bulk credit');
    throw conflict('This bulk credit is still running; wait for it to finish.', 'BULK_CREDIT_RUNNING');
  });
}
