/**
 * SQL of a bulk credit's batch row and its results (bulk-credit-batch-service.ts decides them):
 * stored once per Idempotency-Key, begun by an attempt of its job, moved on in steps — only while
 * the run is still that attempt's — and ended done or failed.
 */
import type { BulkCreditStatus } from '@console/shared/contracts';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { bulkCreditResults as results, bulkCredits, ledgerMovements } from '../../../db/schema';
import * as tenantRowsRepo from '../../../lib/tenant-rows-repository';

export type BatchRow = typeof bulkCredits.$inferSelect;
export type BatchResultRow = typeof results.$inferInsert;

/** What a batch pays: its wallets in order, the amount in paise, the remark (trimmed, or null). */
export interface BatchRequest {
  walletIds: number[];
  amount: bigint;
  remark: string | null;
}

/** Who stored a batch: its movements are theirs. */
export interface BatchCreator {
  tenantId: number;
  userId: number;
  email: string | null;
  ip: string | null;
}

/** A batch's run has ended: it may run again, and its results are shown. */
export const ENDED: BulkCreditStatus[] = ['done', 'failed'];
const UNFINISHED: BulkCreditStatus[] = ['queued', 'running'];

export const batchByKey = (db: Db, tenantId: number, key: string): Promise<BatchRow | undefined> =>
  tenantRowsRepo.tenantRowWhere(db, bulkCredits, tenantId, bulkCredits.batchKey, key);

/** Stores a queued batch; undefined when the tenant has one under `key` already (a request racing this one). */
export async function insertBatch(db: Db, creator: BatchCreator, key: string, request: BatchRequest) {
  const [row] = await db
    .insert(bulkCredits)
    .values({
      tenantId: creator.tenantId,
      createdBy: creator.userId,
      createdByEmail: creator.email,
      createdIp: creator.ip,
      batchKey: key,
      amount: request.amount,
      remark: request.remark,
      walletIds: request.walletIds,
    })
    .onConflictDoNothing({ target: [bulkCredits.tenantId, bulkCredits.batchKey] })
    .returning();
  return row;
}

/** Each processed wallet's outcome in the batch's order, with the balance after from its ledger row. */
export function batchResultRows(db: Db, batchId: number) {
  return db
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
}

/** One of the tenant's batches, or undefined. */
export const findBatch = (db: Db, tenantId: number, id: number): Promise<BatchRow | undefined> =>
  tenantRowsRepo.tenantRowWhere(db, bulkCredits, tenantId, bulkCredits.id, id);

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

/** How far a step moved the batch: the wallets processed so far and the step's outcomes by kind. */
export interface StepCounts {
  processed: number;
  credited: number;
  replayed: number;
  skipped: number;
  failed: number;
}

/**
 * Moves the batch's counts on by a step, while it is still this attempt's, running and at `from`;
 * whether it was (false: nothing written).
 */
export async function advanceBatch(
  tx: Tx,
  batch: { id: number; attempt: number },
  from: number,
  counts: StepCounts,
): Promise<boolean> {
  const [held] = await tx
    .update(bulkCredits)
    .set({
      processed: counts.processed,
      credited: sql`${bulkCredits.credited} + ${counts.credited}::int`,
      alreadyCredited: sql`${bulkCredits.alreadyCredited} + ${counts.replayed}::int`,
      skipped: sql`${bulkCredits.skipped} + ${counts.skipped}::int`,
      failed: sql`${bulkCredits.failed} + ${counts.failed}::int`,
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
  return held !== undefined;
}

/** Stores a step's results. */
export async function insertResults(tx: Tx, rows: BatchResultRow[]): Promise<void> {
  await tx.insert(results).values(rows);
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

/** Queues the next run of the tenant's ended batch from its first wallet, its counts cleared; undefined when it is not one. */
export async function requeueBatch(tx: Tx, tenantId: number, id: number): Promise<BatchRow | undefined> {
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
  return row;
}

/** Deletes the batch's results. */
export async function deleteResults(tx: Tx, batchId: number): Promise<void> {
  await tx.delete(results).where(eq(results.bulkCreditId, batchId));
}

/** Whether `id` is one of the tenant's batches. */
export const batchExists = (tx: Tx, tenantId: number, id: number) =>
  tenantRowsRepo.isTenantRow(tx, bulkCredits, tenantId, id);
