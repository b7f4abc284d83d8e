/** The sync runs table: Channel, Started, Status, Pages, Created, Updated, Unchanged, Removed, Conflicts, Error. */
import { formatDate, orEmpty } from '@console/shared';
import type { SyncRun } from '@console/shared/contracts';
import { StatusBadge, type DataTableColumn } from '@console/shared/ui';
import { catalogue, type Translate } from '../../i18n/catalogue';
import { syncProgress, syncStatusName } from '../../lib/sync-run-text';

const STATUS_COLOURS = { running: 'yellow', succeeded: 'green', failed: 'red' } as const;

export function SyncStatusBadge({ run }: { run: SyncRun }) {
  const t = catalogue.useT();
  return <StatusBadge colorPalette={STATUS_COLOURS[run.status]}>{syncStatusName(run.status, t)}</StatusBadge>;
}

const pages = (run: SyncRun, t: Translate) =>
  run.status === 'running'
    ? syncProgress(run, t)
    : run.total_pages === null
      ? String(run.pages_fetched)
      : t('sync.pagesOf', { fetched: run.pages_fetched, total: run.total_pages });

/** The columns with their headers in the shown language (`t`): made at render time. */
export const runColumns = (t: Translate): DataTableColumn<SyncRun>[] => [
  { id: 'channel', header: t('common.channel'), cell: ({ row }) => row.original.channel },
  {
    id: 'started_at',
    header: t('sync.column.started'),
    cell: ({ row }) => formatDate(row.original.started_at),
    meta: { sortKey: 'started_at' },
  },
  { id: 'status', header: t('common.status'), cell: ({ row }) => <SyncStatusBadge run={row.original} /> },
  { id: 'pages', header: t('sync.column.pages'), cell: ({ row }) => pages(row.original, t) },
  { id: 'created', header: t('common.created'), cell: ({ row }) => row.original.created },
  { id: 'updated', header: t('common.updated'), cell: ({ row }) => row.original.updated },
  { id: 'unchanged', header: t('sync.column.unchanged'), cell: ({ row }) => row.original.unchanged },
  { id: 'removed', header: t('sync.column.removed'), cell: ({ row }) => row.original.removed },
  { id: 'conflicts', header: t('sync.column.conflicts'), cell: ({ row }) => row.original.conflicts },
  { id: 'error', header: t('sync.column.error'), cell: ({ row }) => orEmpty(row.original.error) },
];
