/**
 * Reports (`/reports`): the user's report jobs (Touchpoint Orders' Report, the audit log's and
 * Transaction Wallet List's Export), newest first — kind, columns, what they cover, status (queued, running with its progress, sent, failed with the reason), rows, size and
 * times — with Download of a sent one. While any job is queued or running the list is asked again
 * every few seconds, and stops when none is.
 */
import { messageInTenantWords, useNouns } from '@console/shared';
import { ListFilterBar, ListView, PageHeader, useListPage } from '@console/shared/ui';
import type { ReportJob, ReportKind } from '@console/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDownloadReport } from './api/download-report';
import { reportChecklistQuery } from './api/get-report-checklist';
import { reportsListQuery } from './api/list-reports';
import { reportColumns } from './columns';
import { KIND_OPTIONS, REPORT_FILTERS, STATUS_OPTIONS } from './report-list-filters';

/** The fixed reports' columns in words (their files name them); the checklist names the transaction report's. */
const FIXED_COLUMNS_TEXT: Partial<Record<ReportKind, string>> = {
  feedback: 'Order, touchpoint, customer, rating and comment',
  audit: 'When, who, entity, entity ID, action, before and after',
  wallet_transactions: 'Date, wallet, customer, type, balances, amount and remark',
};

export default function ReportListPage() {
  const list = useListPage({ query: reportsListQuery, filters: REPORT_FILTERS });
  const checklist = useQuery(reportChecklistQuery());
  const download = useDownloadReport();
  const nouns = useNouns();
  const titles = useMemo(
    () => new Map((checklist.data?.available ?? []).map((column) => [column.key, column.title])),
    [checklist.data],
  );

  const columns = useMemo(
    () =>
      reportColumns({
        columnsText: (job) =>
          messageInTenantWords(
            FIXED_COLUMNS_TEXT[job.kind] ?? job.columns.map((key) => titles.get(key) ?? key).join(', '),
            nouns,
          ),
        onDownload: (job: ReportJob) => download.mutate(job.id),
        downloading: download.isPending ? (download.variables ?? null) : null,
      }),
    [titles, download, nouns],
  );

  return (
    <>
      <PageHeader title="Reports" subtitle="Reports you sent to your registered email, and how far each one got." />
      <ListFilterBar
        list={list}
        selects={[
          { name: 'kind', label: 'Kind', options: KIND_OPTIONS },
          { name: 'status', label: 'Status', options: STATUS_OPTIONS },
        ]}
      />
      <ListView list={list} columns={columns} noun="Reports" />
    </>
  );
}
