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
import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/http-errors';
import { countSelected, orderSelection, type OrderSelection } from '../../transaction';
import * as repo from './order-report-repository';
import { periodWords } from './report-summary';
import { queueReportJob, reportSelection, type ReportQueue, type ReportRequester } from './reports-service';

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
    const name = await repo.channelName(db, tenantId, selection.channelId);
    if (name === undefined) throw badRequest(`Channel ${selection.channelId} is not one of yours.`, 'INVALID_FILTER');
    parts.push(`Channel: ${name}`);
  }
  if (selection.touchpointId !== undefined) {
    const name = await repo.touchpointName(db, tenantId, selection.touchpointId);
    if (name === undefined)
      throw badRequest(`Touchpoint ${selection.touchpointId} is not one of yours.`, 'INVALID_FILTER');
    parts.push(`Touchpoint: ${name}`);
  }
  const statusText = (code: number) => ORDER_STATUS_TEXT[code as keyof typeof ORDER_STATUS_TEXT];
  if (selection.paymentStatus !== undefined) parts.push(`Payment Status: ${statusText(selection.paymentStatus)}`);
  if (selection.status !== undefined) parts.push(`Status: ${statusText(selection.status)}`);
  if (selection.orderNo !== undefined) parts.push(`Order: ${selection.orderNo}`);
  if (selection.mobile !== undefined) parts.push(`Mobile: ${selection.mobile}`);
  return parts.join(' · ');
}

/**
 * Checks a report request, stores its job and queues it: every refusal — a column, a filter, the
 * tenant's cap, too many pending — comes before anything is written.
 */
export async function createOrderReportJob(
  db: Db,
  queue: ReportQueue,
  who: ReportRequester,
  body: ReportCreateBody,
  limits: { maxPending: number },
) {
  const columns = reportColumns(body.kind, body.columns);
  const { requester, selection } = await reportSelection(db, who, (timeZone, options) =>
    orderSelection(body.filters ?? {}, timeZone, options),
  );
  const summary = await summaryOf(db, who.tenantId, selection, requester.timeZone);
  return queueReportJob(
    db,
    queue,
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
  return checklistOf((await repo.checklistColumns(db, who)) ?? []);
}

export async function saveChecklist(db: Db, who: ReportRequester, columns: string[]): Promise<ReportChecklist> {
  const chosen = columns.length === 0 ? [] : reportColumns('transactions', columns);
  await repo.upsertChecklist(db, who, chosen);
  return checklistOf(chosen);
}
