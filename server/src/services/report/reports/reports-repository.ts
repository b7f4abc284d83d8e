/**
 * Report jobs (the Report dialog on Touchpoint Orders, the audit log's and Transaction Wallet
 * List's Export, the Reports page): a job's row holds what it reports (kind, columns, the
 * selection with its period resolved), whom it goes to, and how far it got; the queue (pg-boss)
 * decides when it runs. A user sees and downloads only their own jobs. Each kind checks its own
 * request (`*-report-repository.ts`) and stores it here; the retention sweep expires old files.
 */
import type { ReportJob, ReportJobStatus, ReportKind, ReportListRequest } from '@console/shared/contracts';
import { and, asc, eq, getTableColumns, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { reportJobs, tenants, users } from '../../../db/schema';
import { badRequest, HttpError, notFound } from '../../../lib/http-errors';
import { chosenFilter, listPage, listWindow, type ListSpec } from '../../../lib/list';
import { toIso } from '../../../lib/time';
import { P } from '../../../db/statement-cache';

/** A report may cover up to ten years (a list page: one). */
export const REPORT_MAX_SPAN_MS = 3660 * 86_400_000;

type JobRow = typeof reportJobs.$inferSelect;

export function presentJob(r: JobRow): ReportJob {
  return {
    id: r.id,
    kind: r.kind as ReportKind,
    format: r.format as ReportJob['format'],
    columns: r.columns,
    filter_summary: r.filterSummary,
    status: r.status as ReportJobStatus,
    reason: r.reason,
    rows: r.rows,
    size_bytes: r.sizeBytes,
    progress: r.progress,
    expected_rows: r.expectedRows,
    attempts: r.attempts,
    delivery: r.delivery as ReportJob['delivery'],
    recipient: r.recipient,
    created_at: toIso(r.createdAt),
    started_at: r.startedAt ? toIso(r.startedAt) : null,
    finished_at: r.finishedAt ? toIso(r.finishedAt) : null,
  };
}

class ReportBusy extends HttpError {
  constructor(message: string) {
    super(429, message, 'REPORT_BUSY');
  }
}

export interface ReportRequester {
  tenantId: number;
  userId: number;
}

/** What queuing a report needs of its requester: the tenant's zone and row cap, the user's e-mail. */
export async function requesterOf(db: Db, who: ReportRequester) {
  const [tenant] = await db
    .select({ timeZone: tenants.timeZone, maxRows: tenants.reportMaxRows })
    .from(tenants)
    .where(eq(tenants.id, who.tenantId));
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, who.tenantId), eq(users.id, who.userId)));
  if (!tenant || !user) throw notFound('User');
  return { timeZone: tenant.timeZone, maxRows: tenant.maxRows, email: user.email };
}
export type Requester = Awaited<ReturnType<typeof requesterOf>>;

export interface NewReportJob {
  kind: ReportKind;
  format: 'csv' | 'xlsx';
  columns: string[];
  /** The selection as the worker reads it (its period resolved to instants). */
  filters: Record<string, unknown>;
  summary: string;
  /** Rows the selection holds, counted up to `cap + 1`. */
  count(cap: number): Promise<number>;
}

/** The user's reports still queued or running. */
async function pendingOf(db: DbOrTx, who: ReportRequester): Promise<number> {
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

/**
 * Stores a checked report request's job (queued): the refusals left — too many pending, the
 * tenant's cap — come before anything is written. The pending count that decides is read in the
 * insert's transaction with the requester's row locked, so requests sent at once queue one by one
 * and never more than `maxPending` are waiting.
 */
export async function insertReportJob(
  db: Db,
  who: ReportRequester,
  requester: Requester,
  job: NewReportJob,
  limits: { maxPending: number },
): Promise<JobRow> {
  const busy = () =>
    new ReportBusy(
      `You already have ${limits.maxPending} reports waiting to be sent. Wait for one to finish, then send again.`,
    );
  // Answered before counting the selection's rows, which can take a while.
  if ((await pendingOf(db, who)) >= limits.maxPending) throw busy();
  const expected = await job.count(requester.maxRows);
  if (expected > requester.maxRows) {
    throw badRequest(
      `The report would hold more than ${requester.maxRows.toLocaleString('en-IN')} rows, your company's limit; narrow the filter or the period and send it again.`,
      'REPORT_TOO_LARGE',
    );
  }
  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, who.tenantId), eq(users.id, who.userId)))
      .for('update');
    if ((await pendingOf(tx, who)) >= limits.maxPending) throw busy();
    const [row] = await tx
      .insert(reportJobs)
      .values({
        tenantId: who.tenantId,
        userId: who.userId,
        kind: job.kind,
        format: job.format,
        columns: job.columns,
        filters: job.filters,
        filterSummary: job.summary,
        recipient: requester.email,
        expectedRows: expected,
      })
      .returning();
    return row!;
  });
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

/** The caller's own report jobs, newest first. */
export async function listReports(db: Db, who: ReportRequester, body: ReportListRequest) {
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
  return listPage(db, {
    name: 'report-jobs',
    window,
    filters,
    from: (extra) =>
      db
        .select({ ...getTableColumns(reportJobs), ...extra })
        .from(reportJobs)
        .$dynamic(),
    where,
    ids: () => db.select({ id: reportJobs.id }).from(reportJobs).where(where()).$dynamic(),
    present: presentJob,
  });
}

/** One of the caller's own jobs (another user's or tenant's is "not found"). */
export async function ownJob(db: Db, who: ReportRequester, id: number): Promise<JobRow> {
  const [row] = await db
    .select()
    .from(reportJobs)
    .where(and(eq(reportJobs.tenantId, who.tenantId), eq(reportJobs.userId, who.userId), eq(reportJobs.id, id)));
  if (!row) throw notFound('Report');
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
