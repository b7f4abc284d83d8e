/**
 * The sync's writes besides the apply (sync-apply-repository.ts), as SQL: a run row, an attempt at
 * it, the records staged page by page, a failed run, and one touchpoint's stock.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { syncRecords, syncRuns, touchpointProducts as products, touchpoints } from '../../../db/schema';
import type { FeedTouchpoint } from './feed-format';

export interface RunCounts {
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
  conflicts: number;
}

/** Inserts a running run; a channel with one already running violates `sync_runs_one_running_uq`. */
export async function insertRun(
  db: Db,
  tenantId: number,
  channelId: number,
  startedBy: number | null,
): Promise<number> {
  const [run] = await db.insert(syncRuns).values({ tenantId, channelId, startedBy }).returning({ id: syncRuns.id });
  return run!.id;
}

/** The channel's running run, if any. */
export async function runningRunOf(db: Db, channelId: number): Promise<{ id: number; startedAt: string } | undefined> {
  const [running] = await db
    .select({ id: syncRuns.id, startedAt: syncRuns.startedAt })
    .from(syncRuns)
    .where(and(eq(syncRuns.channelId, channelId), eq(syncRuns.status, 'running')));
  return running;
}

/** What one record is, for the Sync touchpoints columns. */
function staged(runId: number, tenantId: number, t: FeedTouchpoint) {
  return {
    tenantId,
    runId,
    sourceId: t.id,
    name: t.name,
    company: t.company,
    retailer: t.retailer,
    active: t.active,
    stock: t.products.reduce((sum, p) => sum + p.stock, 0),
    payload: t,
  };
}

/** Numbers a new attempt at a run still running and zeroes its progress; undefined when the run has ended. */
export async function nextAttempt(tx: Tx, runId: number): Promise<number | undefined> {
  const [run] = await tx
    .update(syncRuns)
    .set({ attempt: sql`${syncRuns.attempt} + 1`, pagesFetched: 0, recordsReceived: 0, recordsApplied: 0 })
    .where(and(eq(syncRuns.id, runId), eq(syncRuns.status, 'running')))
    .returning({ attempt: syncRuns.attempt });
  return run?.attempt;
}

/** Deletes what the run's attempts staged. */
export async function clearStaged(tx: Tx, runId: number): Promise<void> {
  await tx.delete(syncRecords).where(eq(syncRecords.runId, runId));
}

/** Moves the run's progress by one fetched page while it is this attempt's; false when it is not. */
export async function recordPageFetched(
  tx: Tx,
  run: { id: number; attempt: number },
  page: { number: number; totalPages: number; received: number },
): Promise<boolean> {
  const [held] = await tx
    .update(syncRuns)
    .set({
      pagesFetched: page.number,
      totalPages: page.totalPages,
      recordsReceived: sql`${syncRuns.recordsReceived} + ${page.received}`,
    })
    .where(and(eq(syncRuns.id, run.id), eq(syncRuns.status, 'running'), eq(syncRuns.attempt, run.attempt)))
    .returning({ id: syncRuns.id });
  return held !== undefined;
}

/** Stages a page's touchpoints as the run's records. */
export async function insertStaged(
  tx: Tx,
  run: { id: number; tenantId: number },
  touchpoints: readonly FeedTouchpoint[],
): Promise<void> {
  await tx.insert(syncRecords).values(touchpoints.map((t) => staged(run.id, run.tenantId, t)));
}

/** Fails a run still running (an attempt, when given, fails only its own run). */
export async function failRun(db: Db, runId: number, reason: string, attempt?: number): Promise<void> {
  await db
    .update(syncRuns)
    .set({ status: 'failed', error: reason.slice(0, 1000), finishedAt: sql`now()` })
    .where(
      and(
        eq(syncRuns.id, runId),
        eq(syncRuns.status, 'running'),
        attempt === undefined ? undefined : eq(syncRuns.attempt, attempt),
      ),
    );
}

/** Runs still running that began more than `seconds` ago: the queue's reconcile checks their jobs. */
export async function runningRuns(db: Db, seconds: number) {
  return db
    .select({ id: syncRuns.id, tenantId: syncRuns.tenantId, channelId: syncRuns.channelId })
    .from(syncRuns)
    .where(and(eq(syncRuns.status, 'running'), lt(syncRuns.startedAt, sql`now() - make_interval(secs => ${seconds})`)));
}

/** Records applied so far on a run still running (the console's poll reads it on PostgreSQL). */
export async function recordApplied(db: Db, runId: number, applied: number): Promise<void> {
  await db
    .update(syncRuns)
    .set({ recordsApplied: applied })
    .where(and(eq(syncRuns.id, runId), eq(syncRuns.status, 'running')));
}

/** The channel and source id a Sync Stock reads, and the touchpoint's slots. */
export async function stockTarget(db: DbOrTx, tenantId: number, touchpointId: number) {
  const [row] = await db
    .select({ id: touchpoints.id, channelId: touchpoints.channelId, sourceId: touchpoints.sourceId })
    .from(touchpoints)
    .where(and(eq(touchpoints.tenantId, sql.placeholder('tenantId')), eq(touchpoints.id, touchpointId)))
    .execute({ tenantId });
  return row;
}

/** The touchpoint's products with their slot, stock and price. */
export function stockOf(tx: Tx, touchpointId: number) {
  return tx
    .select({ id: products.id, coil: products.coil, stock: products.stock, mrp: products.productMrp })
    .from(products)
    .where(eq(products.touchpointId, touchpointId));
}

export async function updateProductStock(tx: Tx, id: number, stock: number, mrpPaise: bigint): Promise<void> {
  await tx
    .update(products)
    .set({ stock, productMrp: mrpPaise, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

/** Marks the touchpoint's stock as synced now; its new `last_updated`. */
export async function markStockSynced(tx: Tx, touchpointId: number): Promise<string> {
  const [tp] = await tx
    .update(touchpoints)
    .set({ stockSynced: true, lastUpdated: sql`now()` })
    .where(eq(touchpoints.id, touchpointId))
    .returning({ lastUpdated: touchpoints.lastUpdated });
  return tp!.lastUpdated!;
}
