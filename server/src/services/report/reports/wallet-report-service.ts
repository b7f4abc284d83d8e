/**
 * The wallet transaction report (Transaction Wallet List's Export): the list's period, wallet
 * type, credit or debit and customer search, checked as the list checks them, then stored as a
 * job or, when they fit a download, the file now.
 */
import { WALLET_TRANSACTION_REPORT_COLUMNS, type LedgerReportBody } from '@console/shared/contracts';
import { countLedgerSelected, ledgerSelection, type LedgerSelection } from '../../customer';
import { fixedReport } from './fixed-report-service';

const TYPE_TEXT: Record<string, string> = { prepaid: 'Prepaid', postpaid: 'Postpaid' };

export const walletReport = fixedReport<NonNullable<LedgerReportBody['filters']>, LedgerSelection>({
  kind: 'wallet_transactions',
  columns: Object.keys(WALLET_TRANSACTION_REPORT_COLUMNS),
  select: ledgerSelection,
  summary: (_db, _tenantId, selection) => {
    const parts: string[] = [];
    if (selection.walletType !== undefined) parts.push(`Wallet Type: ${TYPE_TEXT[selection.walletType]}`);
    if (selection.direction !== undefined) parts.push(selection.direction === 'credit' ? 'Credit' : 'Debit');
    if (selection.search !== undefined) parts.push(`Customer: ${selection.search}`);
    return parts;
  },
  count: countLedgerSelected,
});
