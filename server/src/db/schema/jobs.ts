/**
 * Leases of the background jobs running now: the queue (pg-boss, in the `pgboss` schema it manages)
 * hands a job to one process, and that process holds the job's lease here, renewing it while the
 * job runs. A lease that runs out belongs to a process that died: the job is handed back to the
 * queue and another process runs it (every job is idempotent).
 */
import { text, uuid, pgTable, index } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';

export const jobLeases = pgTable(
  'job_leases',
  {
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    /** The process holding it (host:pid:start), for the logs. */
    owner: text('owner').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('job_leases_expires_at_idx').on(t.expiresAt)],
);
