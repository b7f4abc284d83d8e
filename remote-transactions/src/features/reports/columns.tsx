/**
 * The Reports page's table: the report's kind, its columns, the orders it covers (the server's
 * summary of the filters and period), the job's status — queued, running with a progress bar,
 * sent (attached or linked in the mail), failed with its reason, expired (its file removed after
 * the retention) — rows, size, times, and Download while the file is there.
 */
import { EMPTY, formatDate, plural } from '@console/shared';
import type { ReportJob } from '@console/shared/contracts';
import { Box, Button, ProgressBar, Stack, StatusBadge, Text, type DataTableColumn } from '@console/shared/ui';
import { KIND_TEXT, STATUS_TEXT } from './report-list-filters';

const STATUS_PALETTE = { queued: 'gray', running: 'blue', sent: 'green', failed: 'red', expired: 'gray' } as const;

/** Bytes as a person reads them: "812 B", "14.2 KB", "3.5 MB". */
export function fileSize(bytes: number | null): string {
  if (bytes === null) return EMPTY;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function StatusCell({ job }: { job: ReportJob }) {
  // In a box: the badge keeps its own width in the cell's stack.
  const badge = (
    <Box>
      <StatusBadge colorPalette={STATUS_PALETTE[job.status]}>{STATUS_TEXT[job.status]}</StatusBadge>
    </Box>
  );
  if (job.status === 'running') {
    return (
      <Stack gap="1" minW="36">
        {badge}
        <ProgressBar label={`Report ${job.id} progress`} value={job.progress} max={job.expected_rows} />
        <Text fontSize="xs" color="fg.muted">
          {job.progress.toLocaleString('en-IN')} of {plural(job.expected_rows, 'row')}
        </Text>
      </Stack>
    );
  }
  if (job.status === 'failed' || (job.status === 'queued' && job.reason)) {
    // A failed job says why; a queued one being retried says why the last attempt failed.
    return (
      <Stack gap="1" minW="40" maxW="64" whiteSpace="normal">
        {badge}
        <Text fontSize="xs" color={job.status === 'failed' ? 'fg.error' : 'fg.muted'}>
          {job.status === 'failed' ? job.reason : `Retrying: ${job.reason}`}
        </Text>
      </Stack>
    );
  }
  if (job.status === 'expired') {
    return (
      <Stack gap="1" minW="40" maxW="64">
        {badge}
        <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
          The file expired and was removed: send the report again.
        </Text>
      </Stack>
    );
  }
  if (job.status === 'sent' && job.delivery) {
    return (
      <Stack gap="1">
        {badge}
        <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
          {job.delivery === 'attachment' ? 'Attached' : 'Linked'} to the mail to {job.recipient}
        </Text>
      </Stack>
    );
  }
  return badge;
}

export function reportColumns({
  columnsText,
  onDownload,
  downloading,
}: {
  /** The job's columns in words. */
  columnsText(job: ReportJob): string;
  onDownload(job: ReportJob): void;
  /** The job whose file is being fetched. */
  downloading: number | null;
}): DataTableColumn<ReportJob>[] {
  return [
    {
      id: 'kind',
      header: 'Kind',
      // Wraps before the format, so the row (Download last) fits a 1280 px desktop.
      cell: ({ row }) => (
        <Text fontSize="sm" minW="28" maxW="36" whiteSpace="normal">
          {KIND_TEXT[row.original.kind]} ({row.original.format.toUpperCase()})
        </Text>
      ),
    },
    {
      id: 'columns',
      header: 'Columns',
      cell: ({ row }) => (
        <Text fontSize="sm" minW="32" maxW="48" whiteSpace="normal">
          {columnsText(row.original)}
        </Text>
      ),
    },
    {
      id: 'filter_summary',
      header: 'Filters',
      cell: ({ row }) => (
        <Text fontSize="sm" minW="32" maxW="48" whiteSpace="normal">
          {row.original.filter_summary}
        </Text>
      ),
    },
    { id: 'status', header: 'Status', cell: ({ row }) => <StatusCell job={row.original} /> },
    {
      id: 'rows',
      header: 'Rows',
      cell: ({ row }) => (row.original.rows === null ? EMPTY : row.original.rows.toLocaleString('en-IN')),
    },
    { id: 'size', header: 'Size', cell: ({ row }) => fileSize(row.original.size_bytes) },
    {
      id: 'created_at',
      header: 'Requested',
      cell: ({ row }) => formatDate(row.original.created_at),
      meta: { sortKey: 'created_at' },
    },
    { id: 'finished_at', header: 'Finished', cell: ({ row }) => formatDate(row.original.finished_at) },
    {
      id: 'download',
      header: 'Download',
      meta: { actions: true },
      cell: ({ row }) =>
        row.original.status === 'sent' ? (
          <Button
            size="xs"
            variant="outline"
            aria-label={`Download report ${row.original.id}`}
            loading={downloading === row.original.id}
            onClick={() => onDownload(row.original)}
          >
            Download
          </Button>
        ) : (
          EMPTY
        ),
    },
  ];
}
