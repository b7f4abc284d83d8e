/** SQL of the consoles' remote load reports: written as they arrive, read per remote version over the last hour. */
import { sql } from 'drizzle-orm';
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
 * Per remote version, the loads reported in the last hour: how many, how many failed, the 95th
 * percentile of their durations (the smallest duration at or above 95 % of them), and the reason
 * of the latest failure.
 */
export async function healthRows(db: DbOrTx): Promise<HealthRow[]> {
  const result = await db.execute(sql`
    select remote, version, count(*)::int as loads, (count(*) filter (where not ok))::int as failures,
           (percentile_disc(0.95) within group (order by duration_ms))::int as p95,
           (array_agg(coalesce(reason, 'failed') order by at desc, id desc) filter (where not ok))[1] as "lastFailure"
      from ${remoteLoads}
     where at > now() - interval '1 hour'
     group by remote, version
     order by remote, version`);
  return rowsOf(result) as unknown as HealthRow[];
}
