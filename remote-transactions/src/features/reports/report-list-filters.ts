/** The Reports page's filters: the report's kind and its job's status, each with All. */
import { choiceFilter } from '@console/shared';
import type { ListFilters } from '@console/shared/ui';
import type { ReportListRequest } from '@console/shared/contracts';

export const REPORT_FILTERS: ListFilters<ReportListRequest> = {
  kind: choiceFilter({
    transactions: 'transactions',
    feedback: 'feedback',
    audit: 'audit',
    wallet_transactions: 'wallet_transactions',
  } as const),
  status: choiceFilter({
    queued: 'queued',
    running: 'running',
    sent: 'sent',
    failed: 'failed',
    expired: 'expired',
  } as const),
};

export const KIND_TEXT = {
  transactions: 'Transaction Report',
  feedback: 'Feedback Report',
  audit: 'Audit Log Report',
  wallet_transactions: 'Wallet Transaction Report',
} as const;
export const KIND_OPTIONS = Object.entries(KIND_TEXT).map(([id, text]) => ({ id, text }));

export const STATUS_TEXT = {
  queued: 'Queued',
  running: 'Running',
  sent: 'Sent',
  failed: 'Failed',
  expired: 'Expired',
} as const;
export const STATUS_OPTIONS = Object.entries(STATUS_TEXT).map(([id, text]) => ({ id, text }));
