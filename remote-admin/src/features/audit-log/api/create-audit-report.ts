/**
 * POST /report/reports/audit — the audit log's Export when it is too large to download: queues
 * the audit log report (CSV or XLSX) of the screen's current filters, mailed to the registered
 * e-mail and followed on Reports. The server's sentence is toasted, in the language shown; a
 * refusal (a bad filter, the company's row limit) rejects, for the kit's Export buttons to show.
 */
import { api, shownServerMessage, unwrap, useToastStore } from '@console/shared';
import type { AuditListRequest, AuditReportBody, ExportFormat } from '@console/shared/contracts';
import { useMutation } from '@tanstack/react-query';

/** The list's filters as the report's (its paging, sort and cursor left out). */
export function auditReportFilters(body: AuditListRequest): NonNullable<AuditReportBody['filters']> {
  const { entity, action, user_id, range, from, to } = body;
  const filters = { entity, action, user_id, range, from, to };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
}

export function useCreateAuditReport() {
  return useMutation({
    mutationFn: async ({
      body,
      format,
      columns,
    }: {
      body: AuditListRequest;
      format: ExportFormat;
      /** The file's columns in the list's order (what it shows); none → every column. */
      columns?: string[] | undefined;
    }) =>
      unwrap(
        await api.post(
          '/report/reports/audit',
          { format, filters: auditReportFilters(body), ...(columns ? { columns } : {}) },
          { noErrorToast: true },
        ),
      ),
    onSuccess: (queued) => useToastStore.getState().showSuccess(shownServerMessage(queued.message)),
  });
}
