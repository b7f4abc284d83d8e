/**
 * What each kind of report reads and writes: its rows (a repository's keyset chunks of the
 * job's stored selection), each row's cells by column key, the file's name and sheet, and the
 * mail's noun. Dates are written on the tenant's wall clock (the column's title names the zone);
 * money in rupees, exactly as the lists show it.
 */
import {
  ORDER_STATUS_TEXT,
  REPORT_COLUMN_TITLES,
  VEND_STATUS_TEXT,
  type ExportFormat,
  type ReportKind,
} from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import type { ExportJob } from '../../../lib/export/export-job';
import type { Cell } from '../../../lib/export/format';
import type { ChunkRows } from '../../../lib/export/keyset-chunks';
import { toRupees } from '../../../lib/money';
import { toZonedText } from '../../../lib/time';
import { ledgerReportChunks, type LedgerSelection } from '../../customer';
import { auditReportChunks, type AuditSelection } from '../../merchant';
import { feedbackReportChunks, orderReportChunks, type OrderSelection } from '../../transaction';
import { DEFAULT_LABELS, inPeopleWords, type PeopleNouns } from '@console/shared/contracts/labels';

type Row = Record<string, unknown>;

export interface ReportKindSpec {
  /** `transaction-report` → `transaction-report-42.xlsx` */
  file: string;
  sheet: string;
  /** "Your transaction report is ready". */
  noun: string;
  /** Columns holding an instant: written in the tenant's zone, their title says which. */
  dateKeys: readonly string[];
  /** `chunkRows`: rows per read (keysetChunks' default when absent). */
  rows(db: Db, tenantId: number, filters: Record<string, unknown>, chunkRows?: ChunkRows): AsyncGenerator<Row[]>;
  cells(row: Row, timeZone: string): Record<string, Cell>;
}

const statusText = (code: number) => ORDER_STATUS_TEXT[code as keyof typeof ORDER_STATUS_TEXT] ?? String(code);
const zoned = (value: unknown, timeZone: string) => (value ? toZonedText(value as string, timeZone) : null);
/** A record before or after as JSON text (none: empty). */
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** One order's cells by column key (both order reports read the order's own fields the same way). */
function orderCells(row: Row, timeZone: string): Record<string, Cell> {
  return {
    order_no: row.orderNo as string,
    created_at: zoned(row.createdAt, timeZone),
    channel: row.channel as string | null,
    touchpoint: row.touchpoint as string | null,
    payment_source: row.paymentSource as string,
    payment_status: statusText(row.paymentStatus as number),
    status: statusText(row.status as number),
    vend_status: VEND_STATUS_TEXT[row.vendStatus as keyof typeof VEND_STATUS_TEXT] ?? (row.vendStatus as string),
    amount: toRupees(row.amount as bigint),
    refunded_amount: toRupees(row.refundedAmount as bigint),
    customer_name: row.customerName as string | null,
    customer_mobile: row.customerMobile as string | null,
    wallet_name: (row.walletName as string | null) ?? null,
    rating: (row.rating as number | null) ?? null,
    comment: (row.comment as string | null) ?? null,
    feedback_at: zoned(row.feedbackAt, timeZone),
  };
}

export const REPORT_KINDS: Record<ReportKind, ReportKindSpec> = {
  transactions: {
    file: 'transaction-report',
    sheet: 'Transactions',
    noun: 'transaction report',
    dateKeys: ['created_at'],
    rows: (db, tenantId, filters, chunkRows) => orderReportChunks(db, tenantId, filters as OrderSelection, chunkRows),
    cells: orderCells,
  },
  feedback: {
    file: 'feedback-report',
    sheet: 'Feedback',
    noun: 'feedback report',
    dateKeys: ['created_at', 'feedback_at'],
    rows: (db, tenantId, filters, chunkRows) =>
      feedbackReportChunks(db, tenantId, filters as OrderSelection, chunkRows),
    cells: orderCells,
  },
  audit: {
    file: 'audit-log-report',
    sheet: 'Audit Log',
    noun: 'audit log report',
    dateKeys: ['created_at'],
    rows: (db, tenantId, filters, chunkRows) => auditReportChunks(db, tenantId, filters as AuditSelection, chunkRows),
    cells: (row, timeZone) => ({
      created_at: zoned(row.createdAt, timeZone),
      user_email: (row.userEmail as string | null) ?? null,
      entity: row.entity as string,
      entity_id: (row.entityId as string | null) ?? null,
      action: row.action as string,
      before: json(row.before),
      after: json(row.after),
    }),
  },
  wallet_transactions: {
    file: 'wallet-transaction-report',
    sheet: 'Wallet Transactions',
    noun: 'wallet transaction report',
    dateKeys: ['created_at'],
    rows: (db, tenantId, filters, chunkRows) => ledgerReportChunks(db, tenantId, filters as LedgerSelection, chunkRows),
    cells: (row, timeZone) => ({
      created_at: zoned(row.createdAt, timeZone),
      wallet_name: row.name as string,
      customer_name: `${row.firstName as string} ${row.lastName as string}`,
      customer_mobile: row.mobile as string,
      wallet_type: row.type === 'postpaid' ? 'Postpaid' : 'Prepaid',
      previous_balance: toRupees(row.previousBalance as bigint),
      transaction_amount: toRupees(row.transactionAmount as bigint),
      after_balance: toRupees(row.afterBalance as bigint),
      remark: (row.remark as string | null) ?? null,
    }),
  },
};

/**
 * The file's column titles, in the tenant's words for people ("Employee Name"): a date column's
 * names the tenant's zone ("Date (Asia/Kolkata)").
 */
export function columnTitles(
  kind: ReportKind,
  columns: readonly string[],
  timeZone: string,
  people: PeopleNouns = DEFAULT_LABELS,
): string[] {
  const spec = REPORT_KINDS[kind];
  return columns.map((key) => {
    const title = inPeopleWords(REPORT_COLUMN_TITLES[kind][key] ?? key, people);
    return spec.dateKeys.includes(key) ? `${title} (${timeZone})` : title;
  });
}

/**
 * A report of `kind` as an export: its kind's rows of the selection `filters`, each row's cells in
 * `columns` order, titled as the file says them (dates name the tenant's zone). The runner writes
 * it to the file it mails; a list's immediate download streams it. `onChunk` hears the rows so far.
 */
export function reportExport(
  db: Db,
  kind: ReportKind,
  job: {
    tenantId: number;
    filters: Record<string, unknown>;
    columns: readonly string[];
    format: ExportFormat;
    timeZone: string;
    /** The tenant's nouns for people, in the column titles. */
    people: PeopleNouns;
    chunkRows?: ChunkRows | undefined;
  },
  onChunk?: (rowsSoFar: number) => Promise<void> | void,
): ExportJob {
  const spec = REPORT_KINDS[kind];
  const source = spec.rows(db, job.tenantId, job.filters, job.chunkRows);
  let rows = 0;
  const chunks = (async function* () {
    for await (const chunk of source) {
      yield chunk.map((r) => {
        const cells = spec.cells(r, job.timeZone);
        return job.columns.map((key) => cells[key] ?? null);
      });
      rows += chunk.length;
      await onChunk?.(rows);
    }
  })();
  return {
    format: job.format,
    name: spec.file,
    sheet: spec.sheet,
    columns: columnTitles(kind, job.columns, job.timeZone, job.people),
    dateColumns: job.columns.flatMap((key, i) => (spec.dateKeys.includes(key) ? [i] : [])),
    chunks,
  };
}

export function reportFileName(kind: ReportKind, id: number, format: string): string {
  return `${REPORT_KINDS[kind].file}-${id}.${format}`;
}
