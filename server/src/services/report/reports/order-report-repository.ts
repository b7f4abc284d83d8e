/**
 * The reports of Touchpoint Orders' selection (the Report dialog): the transaction report with
 * the chosen columns (the user's saved checklist offers them) and the feedback report, each
 * checked — columns, filters, another tenant's channel or touchpoint — before its job is stored.
 */
import {
  DEFAULT_TRANSACTION_REPORT_COLUMNS,
  FEEDBACK_REPORT_COLUMNS,
  ORDER_STATUS_TEXT,
  TRANSACTION_REPORT_COLUMNS,
  TRANSACTION_REPORT_COLUMN_KEYS,
  type OrderReportKind,
  type ReportChecklist,
  type ReportCreateBody,
} from '@console/shared/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { channels, reportChecklists, touchpoints } from '../../../db/schema';
import { badRequest } from '../../../lib/http-errors';
import { countSelected, orderSelection, type OrderSelection } from '../../transaction';
import { periodWords } from './report-summary';
import { insertReportJob, REPORT_MAX_SPAN_MS, requesterOf, type ReportRequester } from './reports-repository';

/** The columns a transaction report holds: checked against the report's list, none → the default. */
export function reportColumns(kind: OrderReportKind, columns: readonly string[] | undefined): string[] {
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

/** The selection in words, for the Reports page and the mail. */
async function summaryOf(db: Db, tenantId: number, selection: OrderSelection, timeZone: string): Promise<string> {
  const parts = [periodWords(selection, timeZone)];
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

/**
 * Checks a report request and stores its job (queued): every refusal — a column, a filter, the
 * tenant's cap, too many pending — comes before anything is written.
 */
export async function createOrderReportJob(
  db: Db,
  who: ReportRequester,
  body: ReportCreateBody,
  limits: { maxPending: number },
): ReturnType<typeof insertReportJob> {
  const columns = reportColumns(body.kind, body.columns);
  const requester = await requesterOf(db, who);
  const selection = orderSelection(body.filters ?? {}, requester.timeZone, { maxSpanMs: REPORT_MAX_SPAN_MS });
  const summary = await summaryOf(db, who.tenantId, selection, requester.timeZone);
  return insertReportJob(
    db,
    who,
    requester,
    {
      kind: body.kind,
      format: body.format ?? 'xlsx',
      columns,
      filters: selection as Record<string, unknown>,
      summary,
      count: (cap) => countSelected(db, who.tenantId, selection, cap, body.kind === 'feedback'),
    },
    limits,
  );
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
