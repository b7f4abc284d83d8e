/**
 * The audit log report (the audit log's Export, the company admin only): the screen's filters —
 * user, entity, action, period — checked as its list checks them, then either stored as a job
 * whose worker reads the same entries by keyset chunks, or, when they fit a download, the file now.
 */
import { AUDIT_REPORT_COLUMNS, type AuditReportBody } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import type { ExportJob } from '../../../lib/export/export-job';
import { assertExportSize } from '../../../lib/export/format';
import { auditSelection, countAuditSelected } from '../../merchant';
import { reportExport } from './report-kinds';
import { periodWords } from './report-summary';
import { userEmail } from './reports-repository';
import {
  queueReportJob,
  REPORT_MAX_SPAN_MS,
  requesterOf,
  type ReportQueue,
  type ReportRequester,
} from './reports-service';
import { tenantPeople } from '../../merchant';

export async function createAuditReportJob(
  db: Db,
  queue: ReportQueue,
  who: ReportRequester,
  body: AuditReportBody,
  limits: { maxPending: number },
) {
  const requester = await requesterOf(db, who);
  const selection = auditSelection(body.filters ?? {}, requester.timeZone, { maxSpanMs: REPORT_MAX_SPAN_MS });
  const parts = [periodWords(selection, requester.timeZone)];
  if (selection.userId !== undefined) {
    // The user as the trail names them (a user since removed keeps their id).
    const email = await userEmail(db, who.tenantId, selection.userId);
    parts.push(`User: ${email ?? `#${selection.userId}`}`);
  }
  if (selection.entity !== undefined) parts.push(`Entity: ${selection.entity}`);
  if (selection.action !== undefined) parts.push(`Action: ${selection.action}`);
  return queueReportJob(
    db,
    queue,
    who,
    requester,
    {
      kind: 'audit',
      format: body.format ?? 'xlsx',
      columns: Object.keys(AUDIT_REPORT_COLUMNS),
      filters: selection as Record<string, unknown>,
      summary: parts.join(' · '),
      count: (cap) => countAuditSelected(db, who.tenantId, selection, cap),
    },
    limits,
  );
}

/** The report as a file now, when its entries fit a download (`maxRows`); else refused, naming the limit. */
export async function downloadAuditReport(
  db: Db,
  who: ReportRequester,
  body: AuditReportBody,
  maxRows: number,
): Promise<ExportJob> {
  const requester = await requesterOf(db, who);
  const selection = auditSelection(body.filters ?? {}, requester.timeZone, { maxSpanMs: REPORT_MAX_SPAN_MS });
  assertExportSize(await countAuditSelected(db, who.tenantId, selection, maxRows), maxRows);
  return reportExport(db, 'audit', {
    tenantId: who.tenantId,
    filters: selection as Record<string, unknown>,
    columns: Object.keys(AUDIT_REPORT_COLUMNS),
    format: body.format ?? 'xlsx',
    timeZone: requester.timeZone,
    people: await tenantPeople(db, who.tenantId),
  });
}
