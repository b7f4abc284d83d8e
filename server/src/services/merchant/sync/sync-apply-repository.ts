/**
 * Applying a fully staged sync run: one transaction that upserts touchpoints by the source's id,
 * replaces a changed touchpoint's products by slot, and makes a touchpoint the feed no longer
 * sends inactive. A record whose digest matches what the touchpoint last took is left alone, so
 * a second identical sync writes nothing.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { syncRecords, syncRuns, touchpointProducts as products, touchpoints } from '../../../db/schema';
import type { FeedTouchpoint } from './feed-format';
import { conflictOf } from './record-conflicts';
import { RunSuperseded, type RunCounts } from './sync-repository';

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
    const thisAttempt = and(eq(syncRuns.id, run.id), eq(syncRuns.status, 'running'), eq(syncRuns.attempt, run.attempt));
    const [held] = await tx.select({ id: syncRuns.id }).from(syncRuns).where(thisAttempt);
    if (!held) throw new RunSuperseded(run.id);
    const counts: RunCounts = { created: 0, updated: 0, unchanged: 0, removed: 0, conflicts: 0 };
    const existing = new Map(
      (
        await tx
          .select({ id: touchpoints.id, sourceId: touchpoints.sourceId, digest: touchpoints.sourceDigest })
          .from(touchpoints)
          .where(and(eq(touchpoints.channelId, run.channelId), isNotNull(touchpoints.sourceId)))
      ).map((r) => [r.sourceId!, r]),
    );
    const seen = new Set<string>();
    let after = 0;
    let appliedCount = 0;
    for (;;) {
      const batch = await tx
        .select({ id: syncRecords.id, payload: syncRecords.payload })
        .from(syncRecords)
        .where(and(eq(syncRecords.runId, run.id), gt(syncRecords.id, after)))
        .orderBy(asc(syncRecords.id))
        .limit(BATCH);
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!.id;
      await applyBatch(tx, run, batch as { id: number; payload: FeedTouchpoint }[], existing, seen, counts);
      appliedCount += batch.length;
      onApplied(appliedCount);
    }
    counts.removed = await deactivateGone(tx, run, existing, seen);
    const [finished] = await tx
      .update(syncRuns)
      .set({ status: 'succeeded', recordsApplied: appliedCount, ...counts, finishedAt: sql`now()` })
      .where(thisAttempt)
      .returning({ id: syncRuns.id });
    if (!finished) throw new RunSuperseded(run.id);
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
  const outcomes: { id: number; outcome: string; reason: string | null; touchpointId: number | null }[] = [];
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
    const values = {
      ...applied(t),
      sourceDigest: digest,
      stockSynced: true,
      lastUpdated: sql`now()`,
      updatedAt: sql`now()`,
    };
    let touchpointId: number;
    if (before) {
      await tx.update(touchpoints).set(values).where(eq(touchpoints.id, before.id));
      touchpointId = before.id;
      counts.updated++;
      outcomes.push({ id, outcome: 'updated', reason: null, touchpointId });
    } else {
      const [created] = await tx
        .insert(touchpoints)
        .values({ tenantId: run.tenantId, channelId: run.channelId, sourceId: t.id, source: 'Feed', ...values })
        .returning({ id: touchpoints.id });
      touchpointId = created!.id;
      existing.set(t.id, { id: touchpointId, digest });
      counts.created++;
      outcomes.push({ id, outcome: 'created', reason: null, touchpointId });
    }
    changed.push({ touchpointId, record: t });
  }
  await replaceProducts(tx, run.tenantId, changed);
  await recordOutcomes(tx, outcomes);
}

/** A changed touchpoint's products become exactly what the feed sent, matched by slot (ids kept). */
async function replaceProducts(tx: Tx, tenantId: number, changed: { touchpointId: number; record: FeedTouchpoint }[]) {
  if (changed.length === 0) return;
  const rows = changed.flatMap(({ touchpointId, record }) =>
    record.products.map((p) => ({
      tenantId,
      touchpointId,
      coil: p.slot,
      name: p.name,
      productMrp: BigInt(p.mrp_paise),
      productGst: Number(p.gst).toFixed(2),
      productCess: Number(p.cess).toFixed(2),
      stock: p.stock,
    })),
  );
  const ids = changed.map((c) => c.touchpointId);
  const keep = rows.map((r) => `${r.touchpointId}:${r.coil}`);
  await tx
    .delete(products)
    .where(
      and(
        inArray(products.touchpointId, ids),
        sql`(${products.touchpointId} || ':' || coalesce(${products.coil}, '')) not in (select jsonb_array_elements_text(${JSON.stringify(keep)}::jsonb))`,
      ),
    );
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(products)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [products.touchpointId, products.coil],
        set: {
          name: sql`excluded.name`,
          productMrp: sql`excluded.product_mrp`,
          productGst: sql`excluded.product_gst`,
          productCess: sql`excluded.product_cess`,
          stock: sql`excluded.stock`,
          updatedAt: sql`now()`,
        },
      });
  }
}

async function recordOutcomes(
  tx: Tx,
  outcomes: { id: number; outcome: string; reason: string | null; touchpointId: number | null }[],
) {
  if (outcomes.length === 0) return;
  const values = sql.join(
    outcomes.map((o) => sql`(${o.id}::bigint, ${o.outcome}::text, ${o.reason}::text, ${o.touchpointId}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${syncRecords} set outcome = v.outcome, reason = v.reason, touchpoint_id = v.touchpoint_id
    from (values ${values}) as v(id, outcome, reason, touchpoint_id)
    where ${syncRecords.id} = v.id`);
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
  const removed = await tx
    .update(touchpoints)
    .set({ status: 0, sourceDigest: null, lastUpdated: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(touchpoints.id, gone), eq(touchpoints.status, 1)))
    .returning({
      id: touchpoints.id,
      sourceId: touchpoints.sourceId,
      name: touchpoints.name,
      company: touchpoints.company,
      retailer: touchpoints.retailer,
    });
  if (removed.length > 0)
    await tx.insert(syncRecords).values(
      removed.map((r) => ({
        tenantId: run.tenantId,
        runId: run.id,
        sourceId: r.sourceId!,
        name: r.name,
        company: r.company,
        retailer: r.retailer,
        active: false,
        stock: 0,
        payload: null,
        outcome: 'removed',
        reason: 'The feed no longer sends this touchpoint; it is now inactive.',
        touchpointId: r.id,
      })),
    );
  return removed.length;
}
