/**
 * The audit log report (the audit log's Export, the company admin only): the screen's filters —
 * user, entity, action, period — checked as its list checks them, then stored as a job or, when
 * they fit a download, the file now.
 */
import { AUDIT_REPORT_COLUMNS, type AuditReportBody } from '@console/shared/contracts';
import { auditSelection, countAuditSelected } from '../../merchant';
import { fixedReport } from './fixed-report-service';
import * as reportsRepo from './reports-repository';

export const auditReport = fixedReport<NonNullable<AuditReportBody['filters']>, ReturnType<typeof auditSelection>>({
  kind: 'audit',
  columns: Object.keys(AUDIT_REPORT_COLUMNS),
  select: auditSelection,
  summary: async (db, tenantId, selection) => {
    const parts: string[] = [];
    if (selection.userId !== undefined) {
      // The user as the trail names them (a user since removed keeps their id).
      const email = await reportsRepo.userEmail(db, tenantId, selection.userId);
      parts.push(`User: ${email ?? `#${selection.userId}`}`);
    }
    if (selection.entity !== undefined) parts.push(`Entity: ${selection.entity}`);
    if (selection.action !== undefined) parts.push(`Action: ${selection.action}`);
    return parts;
  },
  count: countAuditSelected,
});
