/**
 * POST /report/reports/wallet-transactions — Transaction Wallet List's Export when it is too large
 * to download: queues the wallet transaction report (CSV or XLSX) of the list's current period,
 * wallet type, credit or debit and search, mailed to the registered e-mail and followed on Reports
 * (whose list is refetched). The server's sentence is toasted, in the language shown; a refusal
 * rejects, for the kit's Export buttons to show.
 */
import { api, shownServerMessage, unwrap, useToastStore } from '@console/shared';
import type { ExportFormat, LedgerListRequest, LedgerReportBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { periodBody } from '../../../lib/period';
import { reportsKeys } from '../../../lib/query-keys';

/** The list's filters as the report's (its paging, sort and cursor left out). */
export function walletReportFilters(body: LedgerListRequest): NonNullable<LedgerReportBody['filters']> {
  const { range, from, to, wallet_type, direction, search } = periodBody(body);
  const filters = { range, from, to, wallet_type, direction, search };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
}

export function useCreateWalletReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      format,
      columns,
    }: {
      body: LedgerListRequest;
      format: ExportFormat;
      /** The file's columns in the list's order (what it shows); none → every column. */
      columns?: string[] | undefined;
    }) =>
      unwrap(
        await api.post(
          '/report/reports/wallet-transactions',
          { format, filters: walletReportFilters(body), ...(columns ? { columns } : {}) },
          { noErrorToast: true },
        ),
      ),
    onSuccess: (queued) => {
      useToastStore.getState().showSuccess(shownServerMessage(queued.message));
      return queryClient.invalidateQueries({ queryKey: reportsKeys.lists });
    },
  });
}
