/**
 * The apply's SQL (sync-apply-service.ts runs it in one transaction): the run still this attempt's,
 * the channel's touchpoints by source id, the staged records in batches, a touchpoint written from
 * its record with its products by slot, the records' outcomes, the touchpoints gone upstream made
 * inactive, and the run finished with its counts.
 */
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { syncRecords, syncRuns, touchpointProducts as products, touchpoints } from '../../../db/schema';
import type { FeedTouchpoint } from './feed-format';
import type * as touchpointsRepo from '../touchpoints/touchpoints-repository';
import type * as syncRepo from './sync-repository';

type Run = { id: number; tenantId: number; channelId: number };
type Attempt = { id: number; attempt: number };

/** The fields a touchpoint takes from its record, and the record's digest. */
export type SyncedFields = Omit<touchpointsRepo.TouchpointFields, 'channelId'> &
  Pick<typeof touchpoints.$inferInsert, 'sourceDigest'>;

export type Outcome = { id: number; outcome: string; reason: string | null; touchpointId: number | null };

const thisAttempt = (run: Attempt) =>
  and(eq(syncRuns.id, run.id), eq(syncRuns.status, 'running'), eq(syncRuns.attempt, run.attempt));

/** Whether the run is still running as this attempt's (no row lock is taken). */
export async function isRunHeld(tx: Tx, run: Attempt): Promise<boolean> {
  const [held] = await tx.select({ id: syncRuns.id }).from(syncRuns).where(thisAttempt(run));
  return held !== undefined;
}

/** The channel's touchpoints that came from its feed, with the digest each last took. */
export async function feedTouchpoints(tx: Tx, channelId: number) {
  return tx
    .select({ id: touchpoints.id, sourceId: touchpoints.sourceId, digest: touchpoints.sourceDigest })
    .from(touchpoints)
    .where(and(eq(touchpoints.channelId, channelId), isNotNull(touchpoints.sourceId)));
}

/** The run's next `limit` staged records after record `after`, in order. */
export async function stagedBatch(tx: Tx, runId: number, after: number, limit: number) {
  const batch = await tx
    .select({ id: syncRecords.id, payload: syncRecords.payload })
    .from(syncRecords)
    .where(and(eq(syncRecords.runId, runId), gt(syncRecords.id, after)))
    .orderBy(asc(syncRecords.id))
    .limit(limit);
  return batch as { id: number; payload: FeedTouchpoint }[];
}

const synced = (fields: SyncedFields) => ({
  ...fields,
  stockSynced: true,
  lastUpdated: sql`now()`,
  updatedAt: sql`now()`,
});

export async function updateSyncedTouchpoint(tx: Tx, id: number, fields: SyncedFields): Promise<void> {
  await tx.update(touchpoints).set(synced(fields)).where(eq(touchpoints.id, id));
}

export async function insertSyncedTouchpoint(tx: Tx, run: Run, sourceId: string, fields: SyncedFields) {
  const [created] = await tx
    .insert(touchpoints)
    .values({ tenantId: run.tenantId, channelId: run.channelId, sourceId, source: 'Feed', ...synced(fields) })
    .returning({ id: touchpoints.id });
  return created!.id;
}

/** A changed touchpoint's products become exactly what the feed sent, matched by slot (ids kept). */
export async function replaceProducts(
  tx: Tx,
  tenantId: number,
  changed: { touchpointId: number; record: FeedTouchpoint }[],
) {
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

export async function recordOutcomes(tx: Tx, outcomes: Outcome[]) {
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

/** Makes the active ones of these touchpoints inactive (never deleted: orders keep them); those it changed. */
export async function deactivateTouchpoints(tx: Tx, ids: number[]) {
  return tx
    .update(touchpoints)
    .set({ status: 0, sourceDigest: null, lastUpdated: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(touchpoints.id, ids), eq(touchpoints.status, 1)))
    .returning({
      id: touchpoints.id,
      sourceId: touchpoints.sourceId,
      name: touchpoints.name,
      company: touchpoints.company,
      retailer: touchpoints.retailer,
    });
}

/** Records, as the run's, the touchpoints it made inactive, with why. */
export async function insertRemovedRecords(
  tx: Tx,
  run: { id: number; tenantId: number },
  removed: { id: number; sourceId: string | null; name: string; company: string | null; retailer: string | null }[],
  reason: string,
): Promise<void> {
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
      reason,
      touchpointId: r.id,
    })),
  );
}

/** Marks the run succeeded with its counts while it is this attempt's; false when it is not. */
export async function finishRun(tx: Tx, run: Attempt, applied: number, counts: syncRepo.RunCounts): Promise<boolean> {
  const [finished] = await tx
    .update(syncRuns)
    .set({ status: 'succeeded', recordsApplied: applied, ...counts, finishedAt: sql`now()` })
    .where(thisAttempt(run))
    .returning({ id: syncRuns.id });
  return finished !== undefined;
}
