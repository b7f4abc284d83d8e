/**
 * The channel sync's use cases beside the apply (sync-apply-service.ts): starting a run (one per
 * channel), an attempt at it, staging each fetched page, failing a run, and one touchpoint's Sync
 * Stock. The job (sync-job.ts) runs them; a feed's URL passes `assertFeedAllowed` before any fetch.
 */
import type { StockSyncResult, SyncRun } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, conflict, foundOr404, isUniqueViolation, unprocessable } from '../../../lib/http-errors';
import { toIso } from '../../../lib/time';
import { channelFeed } from '../touchpoints/channels-service';
import { FeedError, type FeedClient } from './feed-client';
import type { FeedTouchpoint } from './feed-format';
import * as repo from './sync-repository';
import { getSyncRun } from './sync-runs-service';

export type { RunCounts } from './sync-repository';

/** An attempt at a run whose number is no longer the run's: another attempt took it over, or it ended. */
export class RunSuperseded extends Error {
  constructor(runId: number) {
    super(`Sync run ${runId} is no longer this attempt's to write.`);
    this.name = 'RunSuperseded';
  }
}

/** 400 with the reason when the server may not fetch `url` (scheme, host allow-list). */
export function assertFeedAllowed(feed: Pick<FeedClient, 'assertAllowed'>, url: string): void {
  try {
    feed.assertAllowed(url);
  } catch (error) {
    if (error instanceof FeedError) throw badRequest(`feed_url: ${error.message}`, 'FEED_NOT_ALLOWED');
    throw error;
  }
}

/** Starts a run; a channel with one already running answers 409 naming it (the partial unique index decides races). */
async function insertRun(db: Db, tenantId: number, channelId: number, startedBy: number | null): Promise<number> {
  try {
    return await repo.insertRun(db, tenantId, channelId, startedBy);
  } catch (error) {
    if (!isUniqueViolation(error, 'sync_runs_one_running_uq')) throw error;
    const running = await repo.runningRunOf(db, channelId);
    throw conflict(
      `This channel is already syncing (run ${running?.id ?? '?'}); wait for it to finish.`,
      'SYNC_RUNNING',
    );
  }
}

/**
 * Records a running sync of the channel, audited, and answers it; 409 when one is running, 422
 * when the channel has no feed. Queueing its job is the caller's.
 */
export async function startSync(
  db: Db,
  actor: Actor,
  channelId: number,
  assertAllowed: (url: string) => void,
): Promise<SyncRun> {
  const channel = await channelFeed(db, actor.tenantId, channelId);
  if (!channel.feedUrl) throw unprocessable('This channel has no feed URL; add one before syncing.', 'NO_FEED');
  assertAllowed(channel.feedUrl);
  const runId = await insertRun(db, actor.tenantId, channelId, actor.userId);
  await recordAudit(db, actor, {
    action: 'sync',
    entity: 'channel',
    entityId: channelId,
    after: { run_id: runId },
  });
  return getSyncRun(db, actor.tenantId, runId);
}

/**
 * Begins an attempt at a run still running: its number goes up, and what an earlier attempt staged
 * is cleared, so the attempt starts from the feed's first page. Undefined when the run has ended.
 */
export async function beginAttempt(db: Db, runId: number): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const attempt = await repo.nextAttempt(tx, runId);
    if (attempt === undefined) return undefined;
    await repo.clearStaged(tx, runId);
    return attempt;
  });
}

/** Stages one fetched page and moves the run's progress, while the run is still this attempt's. */
export async function stagePage(
  db: Db,
  run: { id: number; tenantId: number; attempt: number },
  page: { number: number; totalPages: number; touchpoints: FeedTouchpoint[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const held = await repo.recordPageFetched(tx, run, {
      number: page.number,
      totalPages: page.totalPages,
      received: page.touchpoints.length,
    });
    if (!held) throw new RunSuperseded(run.id);
    if (page.touchpoints.length > 0) await repo.insertStaged(tx, run, page.touchpoints);
  });
}

/** Fails a run still running (an attempt, when given, fails only its own run). */
export function failRun(db: Db, runId: number, reason: string, attempt?: number): Promise<void> {
  return repo.failRun(db, runId, reason, attempt);
}

/** Runs still running that began more than `seconds` ago: the queue's reconcile checks their jobs. */
export function runningRuns(db: Db, seconds: number) {
  return repo.runningRuns(db, seconds);
}

/** Records applied so far on a run still running (the console's poll reads it on PostgreSQL). */
export function recordApplied(db: Db, runId: number, applied: number): Promise<void> {
  return repo.recordApplied(db, runId, applied);
}

/** Writes the stock (and price) the feed sent per slot; a slot whose values match is left alone. */
function applyStock(
  db: Db,
  touchpointId: number,
  lines: { slot: string; stock: number; mrp_paise: number }[],
): Promise<StockSyncResult> {
  return db.transaction(async (tx) => {
    const current = await repo.stockOf(tx, touchpointId);
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
      await repo.updateProductStock(tx, product.id, line.stock, BigInt(line.mrp_paise));
      updated++;
    }
    const lastUpdated = await repo.markStockSynced(tx, touchpointId);
    return { updated, unchanged, unknown_slots: unknown, last_updated: toIso(lastUpdated) };
  });
}

/** Reads one touchpoint's stock from its channel's feed and writes what changed, audited. */
export async function syncTouchpointStock(
  db: Db,
  feed: Pick<FeedClient, 'fetchStock'>,
  actor: Actor,
  touchpointId: number,
  assertAllowed: (url: string) => void,
): Promise<StockSyncResult> {
  const target = foundOr404(await repo.stockTarget(db, actor.tenantId, touchpointId), 'Touchpoint');
  if (!target.channelId || !target.sourceId)
    throw unprocessable('This touchpoint did not come from a channel feed; its stock is kept by hand.', 'NOT_SYNCED');
  const channel = await channelFeed(db, actor.tenantId, target.channelId);
  if (!channel.feedUrl) throw unprocessable('The touchpoint’s channel has no feed URL.', 'NO_FEED');
  assertAllowed(channel.feedUrl);
  let stock;
  try {
    stock = await feed.fetchStock(channel.feedUrl, channel.feedToken ?? '', target.sourceId);
  } catch (error) {
    if (error instanceof FeedError) throw unprocessable(`The feed could not be read: ${error.message}`, 'FEED_FAILED');
    throw error;
  }
  const result = await applyStock(db, touchpointId, stock.products);
  await recordAudit(db, actor, {
    action: 'sync_stock',
    entity: 'touchpoint',
    entityId: touchpointId,
    after: result,
  });
  return result;
}
