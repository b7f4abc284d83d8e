/**
 * Applying a fully staged sync run: one transaction that upserts touchpoints by the source's id,
 * replaces a changed touchpoint's products by slot, and makes a touchpoint the feed no longer
 * sends inactive. A record whose digest matches what the touchpoint last took is left alone, so
 * a second identical sync writes nothing.
 */
import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../../db/client';
import type { FeedTouchpoint } from './feed-format';
import { conflictOf } from './record-conflicts';
import * as repo from './sync-apply-repository';
import { RunSuperseded, type RunCounts } from './sync-service';

/** The fields a touchpoint takes from its record; their digest says whether anything changed. */
function applied(t: FeedTouchpoint) {
  return {
    name: t.name,
    type: t.type,
    company: t.company,
    retailer: t.retailer,
    status: t.active ? 1 : 0,
    location: t.location?.address ?? null,
    latitude: t.location ? t.location.latitude.toFixed(6) : null,
    longitude: t.location ? t.location.longitude.toFixed(6) : null,
    gridRows: t.grid?.rows ?? null,
    gridColumns: t.grid?.columns ?? null,
    labelFormat: t.grid?.label_format ?? null,
  };
}

function digestOf(t: FeedTouchpoint): string {
  return createHash('sha256').update(JSON.stringify(t)).digest('base64url');
}

const BATCH = 250;
const GONE_REASON = 'The feed no longer sends this touchpoint; it is now inactive.';

/**
 * Applies a fully staged run in one transaction and marks it succeeded with its counts; any
 * error rolls all of it back (the caller then fails the run with the reason).
 */
export async function applyRun(
  db: Db,
  run: { id: number; tenantId: number; channelId: number; attempt: number },
  onApplied: (applied: number) => void,
): Promise<RunCounts> {
  return db.transaction(async (tx) => {
    // An attempt applies only while the run is its own, checked here and again by the last
    // update, which rolls everything back when another attempt took the run over meanwhile. No
    // row lock is held, so the progress of the apply can still be written to the row.
    if (!(await repo.isRunHeld(tx, run))) throw new RunSuperseded(run.id);
    const counts: RunCounts = { created: 0, updated: 0, unchanged: 0, removed: 0, conflicts: 0 };
    const existing = new Map((await repo.feedTouchpoints(tx, run.channelId)).map((r) => [r.sourceId!, r]));
    const seen = new Set<string>();
    let after = 0;
    let appliedCount = 0;
    for (;;) {
      const batch = await repo.stagedBatch(tx, run.id, after, BATCH);
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!.id;
      await applyBatch(tx, run, batch, existing, seen, counts);
      appliedCount += batch.length;
      onApplied(appliedCount);
    }
    counts.removed = await deactivateGone(tx, run, existing, seen);
    if (!(await repo.finishRun(tx, run, appliedCount, counts))) throw new RunSuperseded(run.id);
    return counts;
  });
}

async function applyBatch(
  tx: Tx,
  run: { id: number; tenantId: number; channelId: number },
  batch: { id: number; payload: FeedTouchpoint }[],
  existing: Map<string, { id: number; digest: string | null }>,
  seen: Set<string>,
  counts: RunCounts,
): Promise<void> {
  const outcomes: repo.Outcome[] = [];
  const changed: { touchpointId: number; record: FeedTouchpoint }[] = [];
  for (const { id, payload: t } of batch) {
    if (seen.has(t.id)) {
      outcomes.push({
        id,
        outcome: 'conflict',
        reason: `The feed sent touchpoint ${t.id} more than once; the first was taken.`,
        touchpointId: null,
      });
      counts.conflicts++;
      continue;
    }
    seen.add(t.id);
    const before = existing.get(t.id);
    const reason = conflictOf(t);
    if (reason) {
      outcomes.push({ id, outcome: 'conflict', reason, touchpointId: before?.id ?? null });
      counts.conflicts++;
      continue;
    }
    const digest = digestOf(t);
    if (before && before.digest === digest) {
      outcomes.push({ id, outcome: 'unchanged', reason: null, touchpointId: before.id });
      counts.unchanged++;
      continue;
    }
    const fields: repo.SyncedFields = { ...applied(t), sourceDigest: digest };
    let touchpointId: number;
    if (before) {
      await repo.updateSyncedTouchpoint(tx, before.id, fields);
      touchpointId = before.id;
      counts.updated++;
      outcomes.push({ id, outcome: 'updated', reason: null, touchpointId });
    } else {
      touchpointId = await repo.insertSyncedTouchpoint(tx, run, t.id, fields);
      existing.set(t.id, { id: touchpointId, digest });
      counts.created++;
      outcomes.push({ id, outcome: 'created', reason: null, touchpointId });
    }
    changed.push({ touchpointId, record: t });
  }
  await repo.replaceProducts(tx, run.tenantId, changed);
  await repo.recordOutcomes(tx, outcomes);
}

/** Touchpoints of the channel the feed no longer sends become inactive (never deleted: orders keep them). */
async function deactivateGone(
  tx: Tx,
  run: { id: number; tenantId: number; channelId: number },
  existing: Map<string, { id: number }>,
  seen: Set<string>,
): Promise<number> {
  const gone = [...existing.entries()].filter(([sourceId]) => !seen.has(sourceId)).map(([, r]) => r.id);
  if (gone.length === 0) return 0;
  const removed = await repo.deactivateTouchpoints(tx, gone);
  if (removed.length > 0) await repo.insertRemovedRecords(tx, run, removed, GONE_REASON);
  return removed.length;
}
