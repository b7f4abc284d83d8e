/**
 * The sync's writes besides the apply (sync-apply-repository.ts): a run row, an attempt at it, the
 * records staged page by page, a failed run, and one touchpoint's stock.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { syncRecords, syncRuns, touchpointProducts as products, touchpoints } from '../../../db/schema';
import { conflict, isUniqueViolation } from '../../../lib/http-errors';
import { toIso } from '../../../lib/time';
import type { FeedTouchpoint } from './feed-format';

export interface RunCounts {
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
  conflicts: number;
}

/** Starts a run; a channel with one already running answers 409 naming it (the partial unique index decides races). */
export async function insertRun(
  db: Db,
  tenantId: number,
  channelId: number,
  startedBy: number | null,
): Promise<number> {
  try {
    const [run] = await db.insert(syncRuns).values({ tenantId, channelId, startedBy }).returning({ id: syncRuns.id });
    return run!.id;
  } catch (error) {
    if (!isUniqueViolation(error, 'sync_runs_one_running_uq')) throw error;
    const [running] = await db
      .select({ id: syncRuns.id, startedAt: syncRuns.startedAt })
      .from(syncRuns)
      .where(and(eq(syncRuns.channelId, channelId), eq(syncRuns.status, 'running')));
    throw conflict(
      `This channel is already syncing (run ${running?.id ?? '?'}); wait for it to finish.`,
      'SYNC_RUNNING',
    );
  }
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

/** An attempt at a run whose number is no longer the run's: another attempt took it over, or it ended. */
export class RunSuperseded extends Error {
  constructor(runId: number) {
    super(`Sync run ${runId} is no longer this attempt's to write.`);
    this.name = 'RunSuperseded';
  }
}

/**
 * Begins an attempt at a run still running: its number goes up, and what an earlier attempt staged
 * is cleared, so the attempt starts from the feed's first page. Undefined when the run has ended.
 */
export async function beginAttempt(db: Db, runId: number): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .update(syncRuns)
      .set({ attempt: sql`${syncRuns.attempt} + 1`, pagesFetched: 0, recordsReceived: 0, recordsApplied: 0 })
      .where(and(eq(syncRuns.id, runId), eq(syncRuns.status, 'running')))
      .returning({ attempt: syncRuns.attempt });
    if (!run) return undefined;
    await tx.delete(syncRecords).where(eq(syncRecords.runId, runId));
    return run.attempt;
  });
}

/** Stages one fetched page and moves the run's progress, while the run is still this attempt's. */
export async function stagePage(
  db: Db,
  run: { id: number; tenantId: number; attempt: number },
  page: { number: number; totalPages: number; touchpoints: FeedTouchpoint[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [held] = await tx
      .update(syncRuns)
      .set({
        pagesFetched: page.number,
        totalPages: page.totalPages,
        recordsReceived: sql`${syncRuns.recordsReceived} + ${page.touchpoints.length}`,
      })
      .where(and(eq(syncRuns.id, run.id), eq(syncRuns.status, 'running'), eq(syncRuns.attempt, run.attempt)))
      .returning({ id: syncRuns.id });
    if (!held) throw new RunSuperseded(run.id);
    if (page.touchpoints.length > 0)
      await tx.insert(syncRecords).values(page.touchpoints.map((t) => staged(run.id, run.tenantId, t)));
  });
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

/** Writes the stock (and price) the feed sent per slot; a slot whose values match is left alone. */
export async function applyStock(
  db: Db,
  touchpointId: number,
  lines: { slot: string; stock: number; mrp_paise: number }[],
): Promise<{ updated: number; unchanged: number; unknown_slots: string[]; last_updated: string }> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: products.id, coil: products.coil, stock: products.stock, mrp: products.productMrp })
      .from(products)
      .where(eq(products.touchpointId, touchpointId));
    const bySlot = new Map(current.filter((p) => p.coil !== null).map((p) => [p.coil!, p]));
    let updated = 0;
    let unchanged = 0;
    const unknown: string[] = [];
    for (const line of lines) {
      const product = bySlot.get(line.slot);
      if (!product) {
        unknown.push(line.slot);
        continue;
      }
      if (product.stock === line.stock && product.mrp === BigInt(line.mrp_paise)) {
        unchanged++;
        continue;
      }
      await tx
        .update(products)
        .set({ stock: line.stock, productMrp: BigInt(line.mrp_paise), updatedAt: sql`now()` })
        .where(eq(products.id, product.id));
      updated++;
    }
    const [tp] = await tx
      .update(touchpoints)
      .set({ stockSynced: true, lastUpdated: sql`now()` })
      .where(eq(touchpoints.id, touchpointId))
      .returning({ lastUpdated: touchpoints.lastUpdated });
    return { updated, unchanged, unknown_slots: unknown, last_updated: toIso(tp!.lastUpdated!) };
  });
}
