/**
 * The wallet transaction report (Transaction Wallet List's Export): the list's period, wallet
 * type, credit or debit and customer search, checked as the list checks them, then stored as a
 * job whose worker reads the same ledger rows by keyset chunks.
 */
import { WALLET_TRANSACTION_REPORT_COLUMNS, type WalletTransactionReportBody } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { countLedgerSelected, ledgerSelection } from '../../customer/ledger/ledger-repository';
import { periodWords } from './report-summary';
import { insertReportJob, REPORT_MAX_SPAN_MS, requesterOf, type ReportRequester } from './reports-repository';

const TYPE_TEXT: Record<string, string> = { prepaid: 'Prepaid', postpaid: 'Postpaid' };

export async function createWalletReportJob(
  db: Db,
  who: ReportRequester,
  body: WalletTransactionReportBody,
  limits: { maxPending: number },
): ReturnType<typeof insertReportJob> {
  const requester = await requesterOf(db, who);
  const selection = ledgerSelection(body.filters ?? {}, requester.timeZone, { maxSpanMs: REPORT_MAX_SPAN_MS });
  const parts = [periodWords(selection, requester.timeZone)];
  if (selection.walletType !== undefined) parts.push(`Wallet Type: ${TYPE_TEXT[selection.walletType]}`);
  if (selection.direction !== undefined) parts.push(selection.direction === 'credit' ? 'Credit' : 'Debit');
  if (selection.search !== undefined) parts.push(`Customer: ${selection.search}`);
  return insertReportJob(
    db,
    who,
    requester,
    {
      kind: 'wallet_transactions',
      format: body.format ?? 'xlsx',
      columns: Object.keys(WALLET_TRANSACTION_REPORT_COLUMNS),
      filters: selection as Record<string, unknown>,
      summary: parts.join(' · '),
      count: (cap) => countLedgerSelected(db, who.tenantId, selection, cap),
    },
    limits,
  );
}
