/** The Reports page's filters: the report's kind and its job's status, each with All. */
import { choiceFilter } from '@console/shared';
import type { ListFilters } from '@console/shared/ui';
import type { ReportJob, ReportKind, ReportListRequest } from '@console/shared/contracts';
import type { TxT } from '../../i18n/catalogue';

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

const KINDS = ['transactions', 'feedback', 'audit', 'wallet_transactions'] as const;
const STATUSES = ['queued', 'running', 'sent', 'failed', 'expired'] as const;

/** A report's kind in words: Transaction Report, Feedback Report, Audit Log Report, Wallet Transaction Report. */
export const kindText = (t: TxT, kind: ReportKind): string => t(`reports.kind.${kind}`);
export const kindOptions = (t: TxT) => KINDS.map((id) => ({ id, text: kindText(t, id) }));

/** A job's status in words: Queued, Running, Sent, Failed, Expired. */
export const statusText = (t: TxT, status: ReportJob['status']): string => t(`reports.status.${status}`);
export const statusOptions = (t: TxT) => STATUSES.map((id) => ({ id, text: statusText(t, id) }));
