/** The sync runs table: Channel, Started, Status, Pages, Created, Updated, Unchanged, Removed, Conflicts, Error. */
import { formatDate, orEmpty } from '@console/shared';
import type { SyncRun } from '@console/shared/contracts';
import { StatusBadge, type DataTableColumn } from '@console/shared/ui';
import { SYNC_STATUS_NAMES, syncProgress } from '../../lib/sync-run-text';

const STATUS_COLOURS = { running: 'yellow', succeeded: 'green', failed: 'red' } as const;

export function SyncStatusBadge({ run }: { run: SyncRun }) {
  return <StatusBadge colorPalette={STATUS_COLOURS[run.status]}>{SYNC_STATUS_NAMES[run.status]}</StatusBadge>;
}

const pages = (run: SyncRun) =>
  run.status === 'running'
    ? syncProgress(run)
    : `${run.pages_fetched}${run.total_pages === null ? '' : ` of ${run.total_pages}`}`;

export const runColumns: DataTableColumn<SyncRun>[] = [
  { id: 'channel', header: 'Channel', cell: ({ row }) => row.original.channel },
  {
    id: 'started_at',
    header: 'Started',
    cell: ({ row }) => formatDate(row.original.started_at),
    meta: { sortKey: 'started_at' },
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <SyncStatusBadge run={row.original} /> },
  { id: 'pages', header: 'Pages', cell: ({ row }) => pages(row.original) },
  { id: 'created', header: 'Created', cell: ({ row }) => row.original.created },
  { id: 'updated', header: 'Updated', cell: ({ row }) => row.original.updated },
  { id: 'unchanged', header: 'Unchanged', cell: ({ row }) => row.original.unchanged },
  { id: 'removed', header: 'Removed', cell: ({ row }) => row.original.removed },
  { id: 'conflicts', header: 'Conflicts', cell: ({ row }) => row.original.conflicts },
  { id: 'error', header: 'Error', cell: ({ row }) => orEmpty(row.original.error) },
];
