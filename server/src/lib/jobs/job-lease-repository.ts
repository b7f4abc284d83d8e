/** SQL of the job leases (job-queue.ts): taken when a process starts a job, renewed while it runs. */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobLeases } from '../../db/schema';
import { rowsOf } from '../list';

/** The schema pg-boss keeps its tables in. */
export const QUEUE_SCHEMA = 'pgboss';

export async function takeLease(db: Db, jobId: string, queue: string, owner: string, seconds: number): Promise<void> {
  await db
    .insert(jobLeases)
    .values({ jobId, queue, owner, expiresAt: sql`now() + make_interval(secs => ${seconds})` })
    .onConflictDoUpdate({
      target: jobLeases.jobId,
      set: { owner, expiresAt: sql`now() + make_interval(secs => ${seconds})` },
    });
}

/** Takes the lease of a job nobody holds; false when another process holds it already. */
export async function claimLease(
  db: Db,
  jobId: string,
  queue: string,
  owner: string,
  seconds: number,
): Promise<boolean> {
  const taken = await db
    .insert(jobLeases)
    .values({ jobId, queue, owner, expiresAt: sql`now() + make_interval(secs => ${seconds})` })
    .onConflictDoNothing()
    .returning({ jobId: jobLeases.jobId });
  return taken.length > 0;
}

/** Extends the lease while `owner` still holds it; false when it was taken from it (it expired). */
export async function renewLease(db: Db, jobId: string, owner: string, seconds: number): Promise<boolean> {
  const renewed = await db
    .update(jobLeases)
    .set({ expiresAt: sql`now() + make_interval(secs => ${seconds})` })
    .where(and(eq(jobLeases.jobId, jobId), eq(jobLeases.owner, owner)))
    .returning({ jobId: jobLeases.jobId });
  return renewed.length > 0;
}

export async function dropLease(db: Db, jobId: string, owner: string): Promise<void> {
  await db.delete(jobLeases).where(and(eq(jobLeases.jobId, jobId), eq(jobLeases.owner, owner)));
}

/** Removes and answers the leases that ran out: their processes stopped renewing them. */
export async function takeExpiredLeases(db: Db): Promise<{ jobId: string; queue: string; owner: string }[]> {
  return db
    .delete(jobLeases)
    .where(lt(jobLeases.expiresAt, sql`now()`))
    .returning({ jobId: jobLeases.jobId, queue: jobLeases.queue, owner: jobLeases.owner });
}

/**
 * Jobs the queue marked active more than `seconds` ago that hold no lease: their process died
 * between taking the job and leasing it. Read from the queue's own table (pg-boss has no call for it).
 */
export async function unleasedActiveJobs(db: Db, seconds: number): Promise<{ id: string; name: string }[]> {
  const result = await db.execute(
    sql`select j.id::text as id, j.name from ${sql.identifier(QUEUE_SCHEMA)}.job j
        where j.state = 'active' and j.started_on < now() - make_interval(secs => ${seconds})
          and not exists (select 1 from ${jobLeases} l where l.job_id = j.id)
        limit 100`,
  );
  return rowsOf(result) as { id: string; name: string }[];
}
