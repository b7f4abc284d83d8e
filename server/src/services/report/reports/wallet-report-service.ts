/**
 * The wallet transaction report (Transaction Wallet List's Export): the list's period, wallet
 * type, credit or debit and customer search, checked as the list checks them, then either stored
 * as a job whose worker reads the same ledger rows by keyset chunks, or, when they fit a
 * download, the file now.
 */
import { WALLET_TRANSACTION_REPORT_COLUMNS, type LedgerReportBody } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import type { ExportJob } from '../../../lib/export/export-job';
import { assertExportSize } from '../../../lib/export/format';
import { countLedgerSelected, ledgerSelection } from '../../customer';
import { reportExport } from './report-kinds';
import { periodWords } from './report-summary';
import {
  queueReportJob,
  REPORT_MAX_SPAN_MS,
  requesterOf,
  type ReportQueue,
  type ReportRequester,
} from './reports-service';
import { tenantPeople } from '../../merchant';

const TYPE_TEXT: Record<string, string> = { prepaid: 'Prepaid', postpaid: 'Postpaid' };

export async function createWalletReportJob(
  db: Db,
  queue: ReportQueue,
  who: ReportRequester,
  body: LedgerReportBody,
  limits: { maxPending: number },
) {
  const requester = await requesterOf(db, who);
  const selection = ledgerSelection(body.filters ?? {}, requester.timeZone, { maxSpanMs: REPORT_MAX_SPAN_MS });
  const parts = [periodWords(selection, requester.timeZone)];
  if (selection.walletType !== undefined) parts.push(`Wallet Type: ${TYPE_TEXT[selection.walletType]}`);
  if (selection.direction !== undefined) parts.push(selection.direction === 'credit' ? 'Credit' : 'Debit');
  if (selection.search !== undefined) parts.push(`Customer: ${selection.search}`);
  return queueReportJob(
    db,
    queue,
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

/** The report as a file now, when its movements fit a download (`maxRows`); else refused, naming the limit. */
export async function downloadWalletReport(
  db: Db,
  who: ReportRequester,
  body: LedgerReportBody,
  maxRows: number,
): Promise<ExportJob> {
  const requester = await requesterOf(db, who);
  const selection = ledgerSelection(body.filters ?? {}, requester.timeZone, { maxSpanMs: REPORT_MAX_SPAN_MS });
  assertExportSize(await countLedgerSelected(db, who.tenantId, selection, maxRows), maxRows);
  return reportExport(db, 'wallet_transactions', {
    tenantId: who.tenantId,
    filters: selection as Record<string, unknown>,
    columns: Object.keys(WALLET_TRANSACTION_REPORT_COLUMNS),
    format: body.format ?? 'xlsx',
    timeZone: requester.timeZone,
    people: await tenantPeople(db, who.tenantId),
  });
}
