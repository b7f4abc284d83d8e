/**
 * Report jobs and their checklists (report service), and the machines' feedback on orders that
 * the feedback report lists. The queue itself (when a job runs, its retries) is pg-boss's, in the
 * `pgboss` schema it manages; a job's row here is what the Reports page shows.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { counter, createdAt, ref, ts, updatedAt } from './columns';
import { orders } from './orders';
import { tenantRecord, tenantRef, users } from './tenancy';
import { touchpoints } from './touchpoints';

export const reportJobs = pgTable(
  'report_jobs',
  {
    ...tenantRecord(),
    userId: ref('user_id', () => users.id),
    /** 'transactions' | 'feedback' | 'audit' | 'wallet_transactions' */
    kind: text('kind').notNull(),
    /** 'csv' | 'xlsx' */
    format: text('format').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    /** The filters as the worker reads them: the period resolved to instants when queued. */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    filterSummary: text('filter_summary').notNull(),
    /** The registered e-mail when queued. */
    recipient: text('recipient').notNull(),
    /** 'queued' | 'running' | 'sent' | 'failed' | 'expired' (the file removed after the retention) */
    status: text('status').notNull().default('queued'),
    reason: text('reason'),
    expectedRows: counter('expected_rows'),
    progress: counter('progress'),
    rows: integer('rows'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** The generated file's name, set once its bytes are in `report_files` (kept for Download). */
    filePath: text('file_path'),
    /** 'attachment' | 'link' */
    delivery: text('delivery'),
    attempts: smallint('attempts').notNull().default(0),
    /** The pg-boss job that runs it (null until handed to the queue). */
    queueJobId: uuid('queue_job_id'),
    createdAt: createdAt(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('report_jobs_user_created_idx').on(t.tenantId, t.userId, t.createdAt, t.id),
    index('report_jobs_unqueued_idx')
      .on(t.id)
      .where(sql`${t.queueJobId} is null and ${t.status} = 'queued'`),
    // The retention sweep's walk: finished jobs by age.
    index('report_jobs_finished_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('sent', 'failed')`),
    check('report_jobs_status_ck', sql`${t.status} in ('queued', 'running', 'sent', 'failed', 'expired')`),
    check(
      'report_jobs_kind_ck',
      sql`${t.kind} in ('transactions', 'feedback', 'audit', 'wallet_transactions') and ${t.format} in ('csv', 'xlsx')`,
    ),
  ],
);

/** Bytes as PostgreSQL's bytea (Buffer on PostgreSQL, Uint8Array on PGlite: read through Buffer.from). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A report's file, in the database so any process serves its download and no process's disk holds
 * it: the bytes in chunks of about a mebibyte, read and written one chunk at a time.
 */
export const reportFiles = pgTable(
  'report_files',
  {
    reportId: ref('report_id', () => reportJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.seq] })],
);

/** A user's saved checklist of the transaction report's columns (empty: the default report). */
export const reportChecklists = pgTable('report_checklists', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  tenantId: tenantRef(),
  columns: jsonb('columns').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

/** A machine's feedback on one of its orders: at most one per order. */
export const orderFeedback = pgTable(
  'order_feedback',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    tenantId: tenantRef(),
    touchpointId: ref('touchpoint_id', () => touchpoints.id),
    rating: smallint('rating'),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_feedback_tenant_created_idx').on(t.tenantId, t.createdAt, t.orderId),
    check('order_feedback_rating_ck', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);
