/**
 * POST /report/reports/wallet-transactions/download — Transaction Wallet List's Export when it
 * fits a download: the file of the list's current filters, at once. A larger one is refused with
 * EXPORT_TOO_LARGE, which the kit's Export buttons turn into the offer to mail the report instead.
 */
import { saveDownload } from '@console/shared';
import type { ExportFormat, LedgerListRequest } from '@console/shared/contracts';
import { walletReportFilters } from './create-wallet-report';

/** `columns`: the file's columns in the list's order (what it shows); none → every column. */
export const downloadWalletReport = (body: LedgerListRequest, format: ExportFormat, columns?: string[]) =>
  saveDownload('/report/reports/wallet-transactions/download', {
    format,
    filters: walletReportFilters(body),
    ...(columns ? { columns } : {}),
  });
