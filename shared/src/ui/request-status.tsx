/**
 * How a Wallet: Prepaid to Postpaid request reads — its status badge, and one line: pending since
 * when, approved with which limit, rejected why. The request list (remote-transactions) and a
 * wallet's page and Request Postpaid dialog (remote-people) say it alike.
 */
import type { WalletRequest } from '../contracts/requests';
import { formatDate, rupees } from '../format/format';
import { StatusBadge } from './status-badge';

const STATUS = {
  pending: { text: 'Pending', colorPalette: 'yellow' },
  approved: { text: 'Approved', colorPalette: 'green' },
  rejected: { text: 'Rejected', colorPalette: 'red' },
} as const;

export function RequestStatusBadge({ status }: { status: WalletRequest['status'] }) {
  const s = STATUS[status];
  return <StatusBadge colorPalette={s.colorPalette}>{s.text}</StatusBadge>;
}

/** One line: "Pending since 3 Mar 2026" / "Approved on … with a credit limit of ₹2,500.00" / "Rejected on …: reason". */
export function requestStateText(request: WalletRequest): string {
  if (request.status === 'pending') return `Pending since ${formatDate(request.created_at)}`;
  const on = request.decided_at ? ` on ${formatDate(request.decided_at)}` : '';
  if (request.status === 'approved') {
    return `Approved${on}${request.credit_limit !== null ? ` with a credit limit of ${rupees(request.credit_limit)}` : ''}`;
  }
  return `Rejected${on}${request.decision_remark ? `: ${request.decision_remark}` : ''}`;
}
