/**
 * How a Wallet: Prepaid to Postpaid request reads — its status badge, and one line: pending since
 * when, approved with which limit, rejected why. The request list (remote-transactions) and a
 * wallet's page and Request Postpaid dialog (remote-people) say it alike.
 */
import type { WalletRequest } from '../contracts/requests';
import { formatDate, rupees } from '../format/format';
import { kit } from '../i18n/kit-messages';
import { StatusBadge } from './status-badge';

const STATUS = {
  pending: { text: 'request.pending', colorPalette: 'yellow' },
  approved: { text: 'request.approved', colorPalette: 'green' },
  rejected: { text: 'request.rejected', colorPalette: 'red' },
} as const;

export function RequestStatusBadge({ status }: { status: WalletRequest['status'] }) {
  const t = kit.useT();
  const s = STATUS[status];
  return <StatusBadge colorPalette={s.colorPalette}>{t(s.text)}</StatusBadge>;
}

/** One line: "Pending since 3 Mar 2026" / "Approved on … with a credit limit of ₹2,500.00" / "Rejected on …: reason". */
export function requestStateText(request: WalletRequest): string {
  const { t } = kit;
  if (request.status === 'pending') return t('request.pendingSince', { date: formatDate(request.created_at) });
  const date = request.decided_at ? formatDate(request.decided_at) : undefined;
  if (request.status === 'approved') {
    const limit = request.credit_limit !== null ? rupees(request.credit_limit) : undefined;
    if (limit === undefined) return date ? t('request.approvedOn', { date }) : t('request.approved');
    return date ? t('request.approvedOnLimit', { date, limit }) : t('request.approvedLimit', { limit });
  }
  const reason = request.decision_remark || undefined;
  if (!reason) return date ? t('request.rejectedOn', { date }) : t('request.rejected');
  return date ? t('request.rejectedOnReason', { date, reason }) : t('request.rejectedReason', { reason });
}
