/**
 * POST /report/reports/audit/download — the audit log's Export when it fits a download: the file
 * of the screen's current filters, at once. A larger one is refused with EXPORT_TOO_LARGE, which
 * the kit's Export buttons turn into the offer to mail the report instead.
 */
import { api, saveFile, unwrap } from '@console/shared';
import type { AuditListRequest, ExportFormat } from '@console/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { auditReportFilters } from './create-audit-report';

export function useDownloadAuditReport() {
  return useMutation({
    mutationFn: async ({ body, format }: { body: AuditListRequest; format: ExportFormat }) => {
      const file = unwrap(
        await api.download(
          '/report/reports/audit/download',
          { format, filters: auditReportFilters(body) },
          { noErrorToast: true },
        ),
      );
      saveFile(file);
      return file.fileName;
    },
  });
}
