/**
 * POST /report/reports/wallet-transactions/download — Transaction Wallet List's Export when it
 * fits a download: the file of the list's current filters, at once. A larger one is refused with
 * EXPORT_TOO_LARGE, which the kit's Export buttons turn into the offer to mail the report instead.
 */
import { api, saveFile, unwrap } from '@console/shared';
import type { ExportFormat, LedgerListRequest } from '@console/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { walletReportFilters } from './create-wallet-report';

export function useDownloadWalletReport() {
  return useMutation({
    mutationFn: async ({ body, format }: { body: LedgerListRequest; format: ExportFormat }) => {
      const file = unwrap(
        await api.download(
          '/report/reports/wallet-transactions/download',
          { format, filters: walletReportFilters(body) },
          { noErrorToast: true },
        ),
      );
      saveFile(file);
      return file.fileName;
    },
  });
}
