/**
 * Reports by e-mail: a report job is
 * queued with the list's filters and period and the chosen columns, generated off the request path
 * as CSV or XLSX, and mailed to the user's registered e-mail (attached under the size limit, else
 * linked to the Reports page). The feedback report lists the machines' feedback on those orders.
 */
import { Type, type Static } from 'typebox';
import { AuditFilterFields } from './audit';
import { AllOr, DataResponse, ListRequest, ListResponse, Nullable, OneOf } from './common';
import { ExportFormat } from './customers';
import { FIELDS } from './fields';
import { OrderFilterFields } from './orders';
import { LedgerFilterFields } from './wallets';

/** The reports of Touchpoint Orders' selection (the Report dialog). */
export const OrderReportKind = OneOf(['transactions', 'feedback']);
export type OrderReportKind = Static<typeof OrderReportKind>;
/** Every report a job may hold: the orders', the audit log's, Transaction Wallet List's. */
export const ReportKind = OneOf(['transactions', 'feedback', 'audit', 'wallet_transactions']);
export type ReportKind = Static<typeof ReportKind>;

/** What the dialog says once a report is queued (and the audit log's and ledger's Export). */
export const REPORT_QUEUED_MESSAGES: Record<ReportKind, string> = {
  transactions: 'The transaction report will be sent to your registered email.',
  feedback: 'The feedback report will be sent to your registered email.',
  audit: 'The audit log report will be sent to your registered email.',
  wallet_transactions: 'The wallet transaction report will be sent to your registered email.',
};

/** The transaction report's columns, key → title, in file order (the dialog's checklist). */
export const TRANSACTION_REPORT_COLUMNS = {
  order_no: 'Order ID',
  created_at: 'Date',
  channel: 'Channel',
  touchpoint: 'Touchpoint',
  payment_source: 'Payment Source',
  payment_status: 'Payment Status',
  status: 'Status',
  vend_status: 'Vend Status',
  amount: 'Amount',
  refunded_amount: 'Refund',
  customer_name: 'Customer Name',
  customer_mobile: 'Customer Mobile',
  wallet_name: 'Wallet Name',
} as const;
export type TransactionReportColumn = keyof typeof TRANSACTION_REPORT_COLUMNS;
export const TRANSACTION_REPORT_COLUMN_KEYS = Object.keys(TRANSACTION_REPORT_COLUMNS) as TransactionReportColumn[];
/** With no column chosen the default report is sent: Touchpoint Orders' own columns. */
export const DEFAULT_TRANSACTION_REPORT_COLUMNS: readonly TransactionReportColumn[] = [
  'order_no',
  'created_at',
  'channel',
  'touchpoint',
  'payment_source',
  'payment_status',
  'status',
  'amount',
  'refunded_amount',
];

/** The feedback report's columns (fixed: it has no checklist). */
export const FEEDBACK_REPORT_COLUMNS = {
  order_no: 'Order ID',
  created_at: 'Date',
  touchpoint: 'Touchpoint',
  customer_name: 'Customer Name',
  customer_mobile: 'Customer Mobile',
  rating: 'Rating',
  comment: 'Comment',
  feedback_at: 'Feedback At',
} as const;
export type FeedbackReportColumn = keyof typeof FEEDBACK_REPORT_COLUMNS;

/** The audit log report's columns (fixed): the entry, and the record before and after as JSON text. */
export const AUDIT_REPORT_COLUMNS = {
  created_at: 'When',
  user_email: 'Who',
  entity: 'Entity',
  entity_id: 'Entity ID',
  action: 'Action',
  before: 'Before',
  after: 'After',
} as const;

/** The wallet transaction report's columns (fixed): Transaction Wallet List's, with the date. */
export const WALLET_TRANSACTION_REPORT_COLUMNS = {
  created_at: 'Date',
  wallet_name: 'Wallet Name',
  customer_name: 'Customer Name',
  customer_mobile: 'Customer Phone',
  wallet_type: 'Type',
  previous_balance: 'Previous Balance',
  transaction_amount: 'Transaction Amount',
  after_balance: 'After Balance',
  remark: 'Remark',
} as const;

/** Column key → title of each kind's file (a date column's title also names the tenant's time zone). */
export const REPORT_COLUMN_TITLES: Record<ReportKind, Record<string, string>> = {
  transactions: TRANSACTION_REPORT_COLUMNS,
  feedback: FEEDBACK_REPORT_COLUMNS,
  audit: AUDIT_REPORT_COLUMNS,
  wallet_transactions: WALLET_TRANSACTION_REPORT_COLUMNS,
};

/** A column key; the server checks it against the report's list and names an unknown one. */
const ReportColumnKey = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' });
export const ReportColumns = Type.Array(ReportColumnKey, { maxItems: 30 });

/** The orders a report covers: Touchpoint Orders' filters and period (no paging, no sort). */
export const ReportFilters = Type.Object(OrderFilterFields, { additionalProperties: false });
export type ReportFilters = Static<typeof ReportFilters>;

export const ReportCreateBody = Type.Object(
  {
    kind: OrderReportKind,
    /** xlsx unless asked. */
    format: Type.Optional(ExportFormat),
    /** The transaction report's columns; none (or absent) → the default report. Not for feedback. */
    columns: Type.Optional(ReportColumns),
    filters: Type.Optional(ReportFilters),
  },
  { additionalProperties: false },
);
export type ReportCreateBody = Static<typeof ReportCreateBody>;

export const ReportJobStatus = Type.Union([
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('sent'),
  Type.Literal('failed'),
  /** The file was removed after REPORT_RETENTION_DAYS: no Download (410). */
  Type.Literal('expired'),
]);
export type ReportJobStatus = Static<typeof ReportJobStatus>;

const NullableString = Nullable(Type.String());
const NullableInteger = Nullable(Type.Integer());

export const ReportJob = Type.Object({
  id: Type.Integer(),
  kind: ReportKind,
  format: ExportFormat,
  /** Column keys in file order (the titles are the kind's REPORT_COLUMN_TITLES). */
  columns: Type.Array(Type.String()),
  /** The filters and period in words: "1 Nov 2026 – 25 Nov 2026 · Channel: Office · Status: Success". */
  filter_summary: Type.String(),
  status: ReportJobStatus,
  /** Why it failed (or why the last attempt failed while it is retried). */
  reason: NullableString,
  /** Rows in the file once generated. */
  rows: NullableInteger,
  /** The file's size in bytes once generated. */
  size_bytes: NullableInteger,
  /** Rows written so far (running). */
  progress: Type.Integer(),
  /** Rows the filter selected when the job was queued (the progress bar's whole). */
  expected_rows: Type.Integer(),
  attempts: Type.Integer(),
  /** How the mail carried it: the file attached, or a link to the Reports page (too large to attach). */
  delivery: Type.Union([Type.Literal('attachment'), Type.Literal('link'), Type.Null()]),
  recipient: Type.String(),
  created_at: Type.String(),
  started_at: NullableString,
  finished_at: NullableString,
});
export type ReportJob = Static<typeof ReportJob>;

/** Export of the audit log (the company admin only): the screen's filters, as its list takes them. */
export const AuditReportBody = Type.Object(
  {
    format: Type.Optional(ExportFormat),
    /** The file's columns in order (the list's visible ones); absent → AUDIT_REPORT_COLUMNS, all. */
    columns: Type.Optional(ReportColumns),
    filters: Type.Optional(Type.Object(AuditFilterFields, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type AuditReportBody = Static<typeof AuditReportBody>;

/** Export of Transaction Wallet List: its period, wallet type, credit or debit and customer search. */
export const LedgerReportBody = Type.Object(
  {
    format: Type.Optional(ExportFormat),
    /** The file's columns in order (the list's visible ones); absent → WALLET_TRANSACTION_REPORT_COLUMNS, all. */
    columns: Type.Optional(ReportColumns),
    filters: Type.Optional(Type.Object(LedgerFilterFields, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type LedgerReportBody = Static<typeof LedgerReportBody>;

/** 202: the job, and what the dialog says (REPORT_QUEUED_MESSAGES). */
export const ReportQueued = Type.Object({ data: ReportJob, message: Type.String() });
export type ReportQueued = Static<typeof ReportQueued>;

export const ReportListRequest = ListRequest({ kind: AllOr(ReportKind), status: AllOr(ReportJobStatus) });
export type ReportListRequest = Static<typeof ReportListRequest>;
export const REPORT_SORTABLE = ['created_at'] as const;

/** The user's saved checklist for the transaction report, with the columns it may hold. */
export const ReportChecklist = Type.Object({
  /** Saved column keys; empty → the default report. */
  columns: Type.Array(Type.String()),
  available: Type.Array(Type.Object({ key: Type.String(), title: Type.String() })),
  default_columns: Type.Array(Type.String()),
});
export type ReportChecklist = Static<typeof ReportChecklist>;

export const ReportChecklistBody = Type.Object(
  { columns: Type.Array(ReportColumnKey, { maxItems: 30, uniqueItems: true }) },
  { additionalProperties: false },
);
export type ReportChecklistBody = Static<typeof ReportChecklistBody>;

/** A machine's feedback on one of its orders (vend API; once per order). */
export const VendFeedbackBody = Type.Object(
  {
    rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    comment: Type.Optional(Type.String(FIELDS.vend.comment)),
  },
  { additionalProperties: false },
);
export type VendFeedbackBody = Static<typeof VendFeedbackBody>;

export const VendFeedback = Type.Object({
  order_id: Type.Integer(),
  rating: NullableInteger,
  comment: NullableString,
  created_at: Type.String(),
});
export type VendFeedback = Static<typeof VendFeedback>;
export const VendFeedbackResponse = Type.Object({ data: VendFeedback });

/** The report routes, spread into `ENDPOINTS`. */
export const REPORT_ENDPOINTS = {
  'POST /report/reports': { body: ReportCreateBody, response: ReportQueued, status: 202 },
  'POST /report/reports/audit': { body: AuditReportBody, response: ReportQueued, status: 202 },
  'POST /report/reports/audit/download': { body: AuditReportBody, file: true },
  'POST /report/reports/wallet-transactions': { body: LedgerReportBody, response: ReportQueued, status: 202 },
  'POST /report/reports/wallet-transactions/download': { body: LedgerReportBody, file: true },
  'POST /report/reports/list': { body: ReportListRequest, response: ListResponse(ReportJob) },
  'GET /report/reports/checklist': { response: DataResponse(ReportChecklist) },
  'PUT /report/reports/checklist': { body: ReportChecklistBody, response: DataResponse(ReportChecklist) },
  'GET /report/reports/:id/download': { file: true },
} as const;
