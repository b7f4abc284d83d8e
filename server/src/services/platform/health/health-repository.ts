/**
 * SQL of the consoles' remote load reports: written as they arrive, read per remote version over the
 * last hour, removed a day after they arrived.
 */
import { inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { remoteLoads } from '../../../db/schema';
import { rowsOf } from '../../../lib/list';

export async function insertLoads(db: DbOrTx, rows: (typeof remoteLoads.$inferInsert)[]): Promise<void> {
  await db.insert(remoteLoads).values(rows);
}

export interface HealthRow {
  remote: string;
  version: string;
  loads: number;
  failures: number;
  p95: number | null;
  lastFailure: string | null;
}

/**
 * Per remote version, the loads of the last hour, each report counted as the loads it stands for
 * (its weight: a sampled success stands for those not sent): how many, how many failed, the 95th
 * percentile of their durations (the smallest duration at or above 95 % of the weighted loads),
 * and the reason of the latest failure.
 */
export async function healthRows(db: DbOrTx): Promise<HealthRow[]> {
  const result = await db.execute(sql`
    with recent as (
      select remote, version, ok, duration_ms, reason, weight, at, id,
             sum(weight) over (partition by remote, version order by duration_ms, id) as below,
             sum(weight) over (partition by remote, version) as total
        from ${remoteLoads}
       where at > now() - interval '1 hour')
    select remote, version, sum(weight)::int as loads, coalesce(sum(weight) filter (where not ok), 0)::int as failures,
           min(duration_ms) filter (where below >= 0.95 * total) as p95,
           (array_agg(coalesce(reason, 'failed') order by at desc, id desc) filter (where not ok))[1] as "lastFailure"
      from recent
     group by remote, version
     order by remote, version`);
  return rowsOf(result) as unknown as HealthRow[];
}

/** Removes load reports that arrived before `before`, `batch` rows a statement; answers how many. */
export async function deleteLoadsBefore(db: DbOrTx, before: Date, batch = 5000): Promise<number> {
  let removed = 0;
  for (;;) {
    const oldest = db
      .select({ id: remoteLoads.id })
      .from(remoteLoads)
      .where(lt(remoteLoads.at, before.toISOString()))
      .limit(batch);
    const rows = await db.delete(remoteLoads).where(inArray(remoteLoads.id, oldest)).returning({ id: remoteLoads.id });
    removed += rows.length;
    if (rows.length < batch) return removed;
  }
}
