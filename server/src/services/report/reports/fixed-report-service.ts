/**
 * A report with a fixed set of columns over a list's selection (the audit log, the ledger): the
 * screen's filters, checked as its list checks them, then either stored as a job whose worker reads
 * the same rows by keyset chunks, or, when they fit a download, the file now.
 */
import type { ReportKind } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import type { ExportJob } from '../../../lib/export/export-job';
import { assertExportSize, chosenColumns } from '../../../lib/export/format';
import { tenantPeople } from '../../merchant';
import { reportExport } from './report-kinds';
import { periodWords } from './report-summary';
import { queueReportJob, reportSelection, type ReportQueue, type ReportRequester } from './reports-service';

export interface FixedReport<F, S extends { from?: string; to?: string }> {
  kind: ReportKind;
  columns: readonly string[];
  /** The list's selection of `filters` in the tenant's zone (refusing what the list refuses). */
  select(filters: F, timeZone: string, options: { maxSpanMs: number }): S;
  /** What the summary says beside the period ("User: …", "Credit"). */
  summary(db: Db, tenantId: number, selection: S): Promise<string[]> | string[];
  count(db: Db, tenantId: number, selection: S, cap: number): Promise<number>;
}

type ReportBody<F> = {
  filters?: F | undefined;
  format?: 'xlsx' | 'csv' | undefined;
  /** The file's columns in this order (the list's visible ones); none → all, in the report's order. */
  columns?: readonly string[] | undefined;
};

export function fixedReport<F, S extends { from?: string; to?: string }>(report: FixedReport<F, S>) {
  const selectionOf = (db: Db, who: ReportRequester, body: ReportBody<F>) =>
    reportSelection(db, who, (timeZone, options) => report.select((body.filters ?? {}) as F, timeZone, options));
  return {
    /** Stores the report as a job for its worker to mail. */
    async queue(db: Db, queue: ReportQueue, who: ReportRequester, body: ReportBody<F>, limits: { maxPending: number }) {
      const columns = chosenColumns(report.columns, body.columns);
      const { requester, selection } = await selectionOf(db, who, body);
      const parts = [
        periodWords(selection, requester.timeZone),
        ...(await report.summary(db, who.tenantId, selection)),
      ];
      return queueReportJob(
        db,
        queue,
        who,
        requester,
        {
          kind: report.kind,
          format: body.format ?? 'xlsx',
          columns,
          filters: selection as Record<string, unknown>,
          summary: parts.join(' · '),
          count: (cap) => report.count(db, who.tenantId, selection, cap),
        },
        limits,
      );
    },
    /** The report as a file now, when its rows fit a download (`maxRows`); else refused, naming the limit. */
    async download(db: Db, who: ReportRequester, body: ReportBody<F>, maxRows: number): Promise<ExportJob> {
      const columns = chosenColumns(report.columns, body.columns);
      const { requester, selection } = await selectionOf(db, who, body);
      assertExportSize(await report.count(db, who.tenantId, selection, maxRows), maxRows);
      return reportExport(db, report.kind, {
        tenantId: who.tenantId,
        filters: selection as Record<string, unknown>,
        columns,
        format: body.format ?? 'xlsx',
        timeZone: requester.timeZone,
        people: await tenantPeople(db, who.tenantId),
      });
    },
  };
}
