/**
 * POST /report/reports/audit/download — the audit log's Export when it fits a download: the file
 * of the screen's current filters, at once. A larger one is refused with EXPORT_TOO_LARGE, which
 * the kit's Export buttons turn into the offer to mail the report instead.
 */
import { saveDownload } from '@console/shared';
import type { AuditListRequest, ExportFormat } from '@console/shared/contracts';
import { auditReportFilters } from './create-audit-report';

/** `columns`: the file's columns in the list's order (what it shows); none → every column. */
export const downloadAuditReport = (body: AuditListRequest, format: ExportFormat, columns?: string[]) =>
  saveDownload('/report/reports/audit/download', {
    format,
    filters: auditReportFilters(body),
    ...(columns ? { columns } : {}),
  });
