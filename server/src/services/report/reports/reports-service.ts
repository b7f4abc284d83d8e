/**
 * Report jobs' use cases (the Report dialog on Touchpoint Orders, the audit log's and Transaction
 * Wallet List's Export, the Reports page): a checked request stored as a queued job and handed to
 * the queue (pg-boss), which decides when it runs; the user's own jobs as the wire shows them, and
 * the download of one of them. Each kind checks its own request (`*-report-service.ts`).
 */
import {
  REPORT_QUEUED_MESSAGES,
  type ReportJob,
  type ReportJobStatus,
  type ReportKind,
  type ReportListRequest,
} from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { badRequest, conflict, foundOr404, HttpError, notFound } from '../../../lib/http-errors';
import { presentPage } from '../../../lib/list';
import { toIso } from '../../../lib/time';
import { reportFileName } from './report-kinds';
import * as reportFilesRepo from './report-files-repository';
import * as repo from './reports-repository';

export type { ReportRequester } from './reports-repository';

/** A report may cover up to ten years (a list page: one). */
export const REPORT_MAX_SPAN_MS = 3660 * 86_400_000;

export function presentJob(r: repo.JobRow): ReportJob {
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

/** What queuing a report needs of its requester: the tenant's zone and row cap, the user's e-mail. */
export async function requesterOf(db: Db, who: repo.ReportRequester) {
  const tenant = await repo.tenantReportSettings(db, who.tenantId);
  const email = await repo.userEmail(db, who.tenantId, who.userId);
  if (!tenant || email === undefined) throw notFound('User');
  return { timeZone: tenant.timeZone, maxRows: tenant.maxRows, email };
}
export type Requester = Awaited<ReturnType<typeof requesterOf>>;

/** The requester and the report's selection, read in the requester's zone over at most a report's span. */
export async function reportSelection<S>(
  db: Db,
  who: repo.ReportRequester,
  select: (timeZone: string, options: { maxSpanMs: number }) => S,
) {
  const requester = await requesterOf(db, who);
  return { requester, selection: select(requester.timeZone, { maxSpanMs: REPORT_MAX_SPAN_MS }) };
}

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

/** Hands a stored job to the queue (the report runner's `enqueue`, with the request's id). */
export interface ReportQueue {
  enqueue(id: number): Promise<void>;
}

/**
 * Stores a checked report request's job (queued) and hands it to the queue: the refusals left —
 * too many pending, the tenant's cap — come before anything is written. The pending count that
 * decides is read in the insert's transaction with the requester's row locked, so requests sent
 * at once queue one by one and never more than `maxPending` are waiting. Answers the job and what
 * to tell the user.
 */
export async function queueReportJob(
  db: Db,
  queue: ReportQueue,
  who: repo.ReportRequester,
  requester: Requester,
  job: NewReportJob,
  limits: { maxPending: number },
) {
  const busy = () =>
    new ReportBusy(
      `You already have ${limits.maxPending} reports waiting to be sent. Wait for one to finish, then send again.`,
    );
  // Answered before counting the selection's rows, which can take a while.
  if ((await repo.pendingReports(db, who)) >= limits.maxPending) throw busy();
  const expected = await job.count(requester.maxRows);
  if (expected > requester.maxRows) {
    throw badRequest(
      `The report would hold more than ${requester.maxRows.toLocaleString('en-IN')} rows, your company's limit; narrow the filter or the period and send it again.`,
      'REPORT_TOO_LARGE',
    );
  }
  const row = await db.transaction(async (tx) => {
    await repo.lockRequester(tx, who);
    if ((await repo.pendingReports(tx, who)) >= limits.maxPending) throw busy();
    return repo.insertJob(tx, {
      tenantId: who.tenantId,
      userId: who.userId,
      kind: job.kind,
      format: job.format,
      columns: job.columns,
      filters: job.filters,
      filterSummary: job.summary,
      recipient: requester.email,
      expectedRows: expected,
    });
  });
  await queue.enqueue(row.id);
  const stored = await repo.jobById(db, row.id);
  return { data: presentJob(stored!), message: REPORT_QUEUED_MESSAGES[row.kind as ReportKind] };
}

/** The caller's own report jobs, newest first. */
export async function listReports(db: Db, who: repo.ReportRequester, body: ReportListRequest) {
  return presentPage(await repo.reportsPage(db, who, body), presentJob);
}

/**
 * The file of one of the caller's own jobs (another user's or tenant's is "not found"): 410 once
 * expired or no longer kept, 409 before it is made.
 */
export async function reportDownload(db: Db, who: repo.ReportRequester, id: number, retentionDays: number) {
  const job = foundOr404(await repo.findOwnJob(db, who, id), 'Report');
  if (job.status === 'expired') {
    throw new HttpError(
      410,
      `This report's file was removed after ${retentionDays} days: send the report again.`,
      'EXPIRED',
    );
  }
  if (!job.filePath) throw conflict('This report is not ready yet: download it once it has been sent.', 'NOT_READY');
  if (!(await reportFilesRepo.hasFile(db, job.id)))
    throw new HttpError(410, "This report's file is no longer kept: send the report again.", 'GONE');
  const format = job.format as 'csv' | 'xlsx';
  return {
    format,
    name: reportFileName(job.kind as ReportKind, job.id, format),
    stream: reportFilesRepo.fileStream(db, job.id),
  };
}
