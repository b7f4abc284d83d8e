/**
 * SQL of report jobs: a job's row holds what it reports (kind, columns, the selection with its
 * period resolved), whom it goes to, and how far it got; the requester's tenant and e-mail; the
 * user's own jobs paged; the jobs the queue reconciles and the retention sweep expires.
 */
import type { ReportListRequest } from '@console/shared/contracts';
import { and, asc, eq, getTableColumns, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { reportJobs, tenants, users } from '../../../db/schema';
import { chosenFilter, listWindow, readPage, type ListSpec } from '../../../lib/list';
import { tableSource } from '../../../lib/list-source';
import { P } from '../../../db/statement-cache';
import * as tenantRowsRepo from '../../../lib/tenant-rows-repository';

export type JobRow = typeof reportJobs.$inferSelect;

export interface ReportRequester {
  tenantId: number;
  userId: number;
}

/** The tenant's time zone and report row cap; undefined when no tenant has the id. */
export const tenantReportSettings = (db: Db, tenantId: number) =>
  tenantRowsRepo.rowFields(db, tenants, { timeZone: tenants.timeZone, maxRows: tenants.reportMaxRows }, tenantId);

/** The e-mail of a user of the tenant (a removed user's too); undefined when none has the id. */
export const userEmail = (db: Db, tenantId: number, userId: number) =>
  tenantRowsRepo.tenantRowField(db, users, users.email, tenantId, userId);

/** The user's reports still queued or running. */
export async function pendingReports(db: DbOrTx, who: ReportRequester): Promise<number> {
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reportJobs)
    .where(
      and(
        eq(reportJobs.tenantId, who.tenantId),
        eq(reportJobs.userId, who.userId),
        inArray(reportJobs.status, ['queued', 'running']),
      ),
    );
  return Number(pending?.n ?? 0);
}

/** Locks the requester's user row for the rest of the transaction. */
export async function lockRequester(tx: Tx, who: ReportRequester): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, who.tenantId), eq(users.id, who.userId)))
    .for('update');
}

/** Stores a queued job. */
export async function insertJob(
  tx: Tx,
  values: Pick<
    typeof reportJobs.$inferInsert,
    'tenantId' | 'userId' | 'kind' | 'format' | 'columns' | 'filters' | 'filterSummary' | 'recipient' | 'expectedRows'
  >,
): Promise<JobRow> {
  const [row] = await tx.insert(reportJobs).values(values).returning();
  return row!;
}

/** The queue took the job (its pg-boss id). */
export async function markHandedToQueue(db: Db, id: number, queueJobId: string): Promise<void> {
  await db.update(reportJobs).set({ queueJobId }).where(eq(reportJobs.id, id));
}

/** Jobs still queued or running that were queued more than `seconds` ago: the queue reconciles them. */
export async function unfinishedReports(db: Db, seconds: number): Promise<number[]> {
  const rows = await db
    .select({ id: reportJobs.id })
    .from(reportJobs)
    .where(
      and(
        inArray(reportJobs.status, ['queued', 'running']),
        lt(reportJobs.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return rows.map((r) => r.id);
}

export async function jobById(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(reportJobs).where(eq(reportJobs.id, id));
  return row;
}

/** Starts an attempt at a job still queued or running (one whose process died); false when it ended. */
export async function startAttempt(db: Db, id: number): Promise<boolean> {
  const started = await db
    .update(reportJobs)
    .set({
      status: 'running',
      attempts: sql`${reportJobs.attempts} + 1`,
      startedAt: sql`coalesce(${reportJobs.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(reportJobs.id, id), inArray(reportJobs.status, ['queued', 'running'])))
    .returning({ id: reportJobs.id });
  return started.length > 0;
}

export async function recordProgress(db: Db, id: number, rows: number): Promise<void> {
  await db
    .update(reportJobs)
    .set({ progress: rows, updatedAt: sql`now()` })
    .where(eq(reportJobs.id, id));
}

export async function recordFile(db: Db, id: number, file: { path: string; rows: number; size: number }) {
  await db
    .update(reportJobs)
    .set({ filePath: file.path, rows: file.rows, progress: file.rows, sizeBytes: file.size, updatedAt: sql`now()` })
    .where(eq(reportJobs.id, id));
}

export async function markSent(db: Db, id: number, delivery: 'attachment' | 'link'): Promise<void> {
  await db
    .update(reportJobs)
    .set({ status: 'sent', delivery, reason: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(reportJobs.id, id), eq(reportJobs.status, 'running')));
}

/** An attempt failed: queued again (with why) while retries remain, else failed for good. */
export async function markAttemptFailed(db: Db, id: number, reason: string, final: boolean): Promise<void> {
  await db
    .update(reportJobs)
    .set({
      status: final ? 'failed' : 'queued',
      reason: final ? reason : `Attempt failed, retrying: ${reason}`,
      ...(final ? { finishedAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(reportJobs.id, id), inArray(reportJobs.status, ['queued', 'running'])));
}

const spec: ListSpec<'created_at'> = {
  sortable: { created_at: reportJobs.createdAt },
  defaultSort: { by: 'created_at', dir: 'DESC' },
  tieBreaker: reportJobs.id,
};

/** A page of the caller's own report jobs, newest first, with its pagination. */
export async function reportsPage(db: Db, who: ReportRequester, body: ReportListRequest) {
  const window = listWindow(body, spec);
  const filters = {
    tenantId: who.tenantId,
    userId: who.userId,
    kind: chosenFilter(body.kind),
    status: chosenFilter(body.status),
  };
  const where = () =>
    and(
      eq(reportJobs.tenantId, P('tenantId')),
      eq(reportJobs.userId, P('userId')),
      filters.kind !== undefined ? eq(reportJobs.kind, P('kind')) : undefined,
      filters.status !== undefined ? eq(reportJobs.status, P('status')) : undefined,
    );
  return readPage<JobRow>(db, {
    name: 'report-jobs',
    window,
    filters,
    ...tableSource(db, reportJobs, getTableColumns(reportJobs), where),
  });
}

/** One of the caller's own jobs; undefined for another user's or tenant's. */
export async function findOwnJob(db: Db, who: ReportRequester, id: number): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(reportJobs)
    .where(and(eq(reportJobs.tenantId, who.tenantId), eq(reportJobs.userId, who.userId), eq(reportJobs.id, id)));
  return row;
}

/**
 * Jobs past the retention (queued before `before`) that still hold a file or are not yet marked
 * expired, oldest first, a batch at a time; a job still queued or running is left alone.
 */
export async function jobsToExpire(db: Db, before: Date, batch: number) {
  return db
    .select({ id: reportJobs.id, filePath: reportJobs.filePath })
    .from(reportJobs)
    .where(
      and(
        lt(reportJobs.createdAt, before.toISOString()),
        inArray(reportJobs.status, ['sent', 'failed']),
        or(isNotNull(reportJobs.filePath), eq(reportJobs.status, 'sent')),
      ),
    )
    .orderBy(asc(reportJobs.id))
    .limit(batch);
}

/** The job's file is gone: expired, with no file to download. */
export async function markExpired(db: Db, id: number): Promise<void> {
  await db
    .update(reportJobs)
    .set({ status: 'expired', filePath: null, updatedAt: sql`now()` })
    .where(eq(reportJobs.id, id));
}
