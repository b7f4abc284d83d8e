/**
 * Reports (`/reports`): the user's report jobs (Touchpoint Orders' Report, the audit log's and
 * Transaction Wallet List's Export), newest first — kind, columns, what they cover, status (queued, running with its progress, sent, failed with the reason), rows, size and
 * times — with Download of a sent one. While any job is queued or running the list is asked again
 * every few seconds, and stops when none is.
 */
import { messageInTenantWords, useNouns, useServerMessage } from '@console/shared';
import { ListFilterBar, ListView, PageHeader, useListPage } from '@console/shared/ui';
import type { ReportJob, ReportKind } from '@console/shared/contracts';
import { catalogue, type TxKey } from '../../i18n/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDownloadReport } from './api/download-report';
import { reportChecklistQuery } from './api/get-report-checklist';
import { reportsListQuery } from './api/list-reports';
import { reportColumns } from './columns';
import { kindOptions, REPORT_FILTERS, statusOptions } from './report-list-filters';

/** The fixed reports' columns in words (their files name them); the checklist names the transaction report's. */
const FIXED_COLUMNS_TEXT: Partial<Record<ReportKind, TxKey>> = {
  feedback: 'reports.fixed.feedback',
  audit: 'reports.fixed.audit',
  wallet_transactions: 'reports.fixed.wallet_transactions',
};

export default function ReportListPage() {
  const t = catalogue.useT();
  const list = useListPage({ query: reportsListQuery, filters: REPORT_FILTERS });
  const checklist = useQuery(reportChecklistQuery());
  const download = useDownloadReport();
  const nouns = useNouns();
  const serverMessage = useServerMessage();
  // The checklist's titles, in the language shown and the tenant's words.
  const titles = useMemo(
    () => new Map((checklist.data?.available ?? []).map((column) => [column.key, serverMessage(column.title)])),
    [checklist.data, serverMessage],
  );

  const columns = useMemo(
    () =>
      reportColumns({
        t,
        columnsText: (job) => {
          const fixed = FIXED_COLUMNS_TEXT[job.kind];
          return fixed
            ? messageInTenantWords(t(fixed), nouns)
            : job.columns.map((key) => titles.get(key) ?? key).join(', ');
        },
        onDownload: (job: ReportJob) => download.mutate(job.id),
        downloading: download.isPending ? (download.variables ?? null) : null,
      }),
    [t, titles, download, nouns],
  );

  return (
    <>
      <PageHeader title={t('reports.title')} subtitle={t('reports.subtitle')} />
      <ListFilterBar
        list={list}
        selects={[
          { name: 'kind', label: t('reports.kind'), options: kindOptions(t) },
          { name: 'status', label: t('common.status'), options: statusOptions(t) },
        ]}
      />
      <ListView list={list} columns={columns} noun={t('reports.noun')} />
    </>
  );
}
