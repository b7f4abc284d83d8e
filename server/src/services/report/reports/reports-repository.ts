/**
 * Report jobs (the Report dialog on Touchpoint Orders, the Reports page): a job's row holds what
 * it reports (kind, columns, the orders' selection with its period resolved), whom it goes to, and
 * how far it got; the queue (pg-boss) decides when it runs. A user sees and downloads only their
 * own jobs. The saved checklist is one row per user.
 */
import {
  DEFAULT_TRANSACTION_REPORT_COLUMNS,
  FEEDBACK_REPORT_COLUMNS,
  ORDER_STATUS_TEXT,
  TRANSACTION_REPORT_COLUMNS,
  TRANSACTION_REPORT_COLUMN_KEYS,
  type ReportChecklist,
  type ReportCreateBody,
  type ReportJob,
  type ReportJobStatus,
  type ReportKind,
  type ReportListRequest,
} from '@console/shared/contracts';
import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { channels, reportChecklists, reportJobs, tenants, touchpoints, users } from '../../../db/schema';
import { badRequest, HttpError, notFound } from '../../../lib/http-errors';
import { chosenFilter, listPage, listWindow, type ListSpec } from '../../../lib/list';
import { toIso } from '../../../lib/time';
import { countSelected, orderSelection, type OrderSelection } from '../../transaction/orders/orders-repository';

const P = sql.placeholder;
/** A report may cover up to ten years (a list page: one). */
const REPORT_MAX_SPAN_MS = 3660 * 86_400_000;

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

/** The columns a transaction report holds: checked against the report's list, none → the default. */
export function reportColumns(kind: ReportKind, columns: readonly string[] | undefined): string[] {
  if (kind === 'feedback') {
    if (columns && columns.length > 0) {
      throw badRequest('The feedback report has fixed columns: send it without columns.', 'INVALID_COLUMNS');
    }
    return Object.keys(FEEDBACK_REPORT_COLUMNS);
  }
  if (!columns || columns.length === 0) return [...DEFAULT_TRANSACTION_REPORT_COLUMNS];
  const seen = new Set<string>();
  for (const column of columns) {
    if (!Object.hasOwn(TRANSACTION_REPORT_COLUMNS, column)) {
      throw badRequest(
        `Unknown report column "${column}": choose from ${TRANSACTION_REPORT_COLUMN_KEYS.join(', ')}.`,
        'INVALID_COLUMNS',
      );
    }
    if (seen.has(column)) throw badRequest(`The column "${column}" is chosen twice.`, 'INVALID_COLUMNS');
    seen.add(column);
  }
  // File order is the report's own order, whatever order they were ticked in.
  return TRANSACTION_REPORT_COLUMN_KEYS.filter((key) => seen.has(key));
}

function formatInstant(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** The selection in words, for the Reports page and the mail. */
async function summaryOf(db: Db, tenantId: number, selection: OrderSelection, timeZone: string): Promise<string> {
  const parts: string[] = [];
  if (selection.from) {
    const to = selection.to ? formatInstant(selection.to, timeZone) : 'now';
    parts.push(`${formatInstant(selection.from, timeZone)} – ${to}`);
  } else parts.push('All time');
  if (selection.channelId !== undefined) {
    const [row] = await db
      .select({ name: channels.name })
      .from(channels)
      .where(and(eq(channels.tenantId, tenantId), eq(channels.id, selection.channelId)));
    if (!row) throw badRequest(`Channel ${selection.channelId} is not one of yours.`, 'INVALID_FILTER');
    parts.push(`Channel: ${row.name}`);
  }
  if (selection.touchpointId !== undefined) {
    const [row] = await db
      .select({ name: touchpoints.name })
      .from(touchpoints)
      .where(and(eq(touchpoints.tenantId, tenantId), eq(touchpoints.id, selection.touchpointId)));
    if (!row) throw badRequest(`Touchpoint ${selection.touchpointId} is not one of yours.`, 'INVALID_FILTER');
    parts.push(`Touchpoint: ${row.name}`);
  }
  const statusText = (code: number) => ORDER_STATUS_TEXT[code as keyof typeof ORDER_STATUS_TEXT];
  if (selection.paymentStatus !== undefined) parts.push(`Payment Status: ${statusText(selection.paymentStatus)}`);
  if (selection.status !== undefined) parts.push(`Status: ${statusText(selection.status)}`);
  if (selection.orderNo !== undefined) parts.push(`Order: ${selection.orderNo}`);
  if (selection.mobile !== undefined) parts.push(`Mobile: ${selection.mobile}`);
  return parts.join(' · ');
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

/**
 * Checks a report request and stores its job (queued): every refusal — a column, a filter, the
 * tenant's cap, too many pending — comes before anything is written.
 */
export async function createReportJob(
  db: Db,
  who: ReportRequester,
  body: ReportCreateBody,
  limits: { maxPending: number },
): Promise<JobRow> {
  const columns = reportColumns(body.kind, body.columns);
  const [tenant] = await db
    .select({ timeZone: tenants.timeZone, maxRows: tenants.reportMaxRows })
    .from(tenants)
    .where(eq(tenants.id, who.tenantId));
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, who.tenantId), eq(users.id, who.userId)));
  if (!tenant || !user) throw notFound('User');
  const selection = orderSelection(body.filters ?? {}, tenant.timeZone, { maxSpanMs: REPORT_MAX_SPAN_MS });
  const summary = await summaryOf(db, who.tenantId, selection, tenant.timeZone);
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
  if (Number(pending?.n ?? 0) >= limits.maxPending) {
    throw new ReportBusy(
      `You already have ${limits.maxPending} reports waiting to be sent. Wait for one to finish, then send again.`,
    );
  }
  const expected = await countSelected(db, who.tenantId, selection, tenant.maxRows, body.kind === 'feedback');
  if (expected > tenant.maxRows) {
    throw badRequest(
      `The report would hold more than ${tenant.maxRows.toLocaleString('en-IN')} rows, your company's limit; narrow the filter or the period and send it again.`,
      'REPORT_TOO_LARGE',
    );
  }
  const [row] = await db
    .insert(reportJobs)
    .values({
      tenantId: who.tenantId,
      userId: who.userId,
      kind: body.kind,
      format: body.format ?? 'xlsx',
      columns,
      filters: selection as Record<string, unknown>,
      filterSummary: summary,
      recipient: user.email,
      expectedRows: expected,
    })
    .returning();
  return row!;
}

/** The queue took the job (its pg-boss id). */
export async function markHandedToQueue(db: Db, id: number, queueJobId: string): Promise<void> {
  await db.update(reportJobs).set({ queueJobId }).where(eq(reportJobs.id, id));
}

/** A job the queue refused to take is not left behind as "queued" forever. */
export async function deleteUnqueuedJob(db: Db, id: number): Promise<void> {
  await db.delete(reportJobs).where(and(eq(reportJobs.id, id), isNull(reportJobs.queueJobId)));
}

/** Jobs stored but never handed to the queue (the process died in between): handed over at start. */
export async function unqueuedJobIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: reportJobs.id })
    .from(reportJobs)
    .where(and(isNull(reportJobs.queueJobId), eq(reportJobs.status, 'queued')));
  return rows.map((r) => r.id);
}

export async function jobById(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(reportJobs).where(eq(reportJobs.id, id));
  return row;
}

export async function startAttempt(db: Db, id: number): Promise<void> {
  await db
    .update(reportJobs)
    .set({
      status: 'running',
      attempts: sql`${reportJobs.attempts} + 1`,
      startedAt: sql`coalesce(${reportJobs.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(reportJobs.id, id));
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
    .where(eq(reportJobs.id, id));
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
    .where(eq(reportJobs.id, id));
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

function checklistOf(columns: string[]): ReportChecklist {
  return {
    columns,
    available: TRANSACTION_REPORT_COLUMN_KEYS.map((key) => ({ key, title: TRANSACTION_REPORT_COLUMNS[key] })),
    default_columns: [...DEFAULT_TRANSACTION_REPORT_COLUMNS],
  };
}

export async function getChecklist(db: Db, who: ReportRequester): Promise<ReportChecklist> {
  const [row] = await db
    .select({ columns: reportChecklists.columns })
    .from(reportChecklists)
    .where(and(eq(reportChecklists.tenantId, who.tenantId), eq(reportChecklists.userId, who.userId)));
  return checklistOf(row?.columns ?? []);
}

export async function saveChecklist(db: Db, who: ReportRequester, columns: string[]): Promise<ReportChecklist> {
  const chosen = columns.length === 0 ? [] : reportColumns('transactions', columns);
  await db
    .insert(reportChecklists)
    .values({ userId: who.userId, tenantId: who.tenantId, columns: chosen })
    .onConflictDoUpdate({ target: reportChecklists.userId, set: { columns: chosen, updatedAt: sql`now()` } });
  return checklistOf(chosen);
}
