/**
 * The Reports page's table: the report's kind, its columns, the orders it covers (the server's
 * summary of the filters and period), the job's status — queued, running with a progress bar,
 * sent (attached or linked in the mail), failed with its reason, expired (its file removed after
 * the retention) — rows, size, times, and Download while the file is there.
 */
import { EMPTY, formatDate } from '@console/shared';
import type { ReportJob } from '@console/shared/contracts';
import { Box, Button, ProgressBar, Stack, StatusBadge, Text, type DataTableColumn } from '@console/shared/ui';
import { catalogue, type TxT } from '../../i18n/catalogue';
import { kindText, statusText } from './report-list-filters';

const STATUS_PALETTE = { queued: 'gray', running: 'blue', sent: 'green', failed: 'red', expired: 'gray' } as const;

/** Bytes as a person reads them: "812 B", "14.2 KB", "3.5 MB". */
export function fileSize(bytes: number | null): string {
  if (bytes === null) return EMPTY;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function StatusCell({ job }: { job: ReportJob }) {
  const t = catalogue.useT();
  // In a box: the badge keeps its own width in the cell's stack.
  const badge = (
    <Box>
      <StatusBadge colorPalette={STATUS_PALETTE[job.status]}>{statusText(t, job.status)}</StatusBadge>
    </Box>
  );
  if (job.status === 'running') {
    return (
      <Stack gap="1" minW="36">
        {badge}
        <ProgressBar label={t('reports.progress', { id: job.id })} value={job.progress} max={job.expected_rows} />
        <Text fontSize="xs" color="fg.muted">
          {t.plural('reports.progressOf', job.expected_rows, { done: job.progress.toLocaleString('en-IN') })}
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
          {job.status === 'failed' ? job.reason : t('reports.retrying', { reason: job.reason ?? '' })}
        </Text>
      </Stack>
    );
  }
  if (job.status === 'expired') {
    return (
      <Stack gap="1" minW="40" maxW="64">
        {badge}
        <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
          {t('reports.expired')}
        </Text>
      </Stack>
    );
  }
  if (job.status === 'sent' && job.delivery) {
    return (
      <Stack gap="1">
        {badge}
        <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
          {t(job.delivery === 'attachment' ? 'reports.attached' : 'reports.linked', { recipient: job.recipient })}
        </Text>
      </Stack>
    );
  }
  return badge;
}

export function reportColumns({
  t,
  columnsText,
  onDownload,
  downloading,
}: {
  /** The shown language's words (the headers are built at render). */
  t: TxT;
  /** The job's columns in words. */
  columnsText(job: ReportJob): string;
  onDownload(job: ReportJob): void;
  /** The job whose file is being fetched. */
  downloading: number | null;
}): DataTableColumn<ReportJob>[] {
  return [
    {
      id: 'kind',
      header: t('reports.kind'),
      // Wraps before the format, so the row (Download last) fits a 1280 px desktop.
      cell: ({ row }) => (
        <Text fontSize="sm" minW="28" maxW="36" whiteSpace="normal">
          {kindText(t, row.original.kind)} ({row.original.format.toUpperCase()})
        </Text>
      ),
    },
    {
      id: 'columns',
      header: t('reports.column.columns'),
      cell: ({ row }) => (
        <Text fontSize="sm" minW="32" maxW="48" whiteSpace="normal">
          {columnsText(row.original)}
        </Text>
      ),
    },
    {
      id: 'filter_summary',
      header: t('reports.column.filters'),
      cell: ({ row }) => (
        <Text fontSize="sm" minW="32" maxW="48" whiteSpace="normal">
          {row.original.filter_summary}
        </Text>
      ),
    },
    { id: 'status', header: t('common.status'), cell: ({ row }) => <StatusCell job={row.original} /> },
    {
      id: 'rows',
      header: t('reports.column.rows'),
      cell: ({ row }) => (row.original.rows === null ? EMPTY : row.original.rows.toLocaleString('en-IN')),
    },
    { id: 'size', header: t('reports.column.size'), cell: ({ row }) => fileSize(row.original.size_bytes) },
    {
      id: 'created_at',
      header: t('reports.column.requested'),
      cell: ({ row }) => formatDate(row.original.created_at),
      meta: { sortKey: 'created_at' },
    },
    {
      id: 'finished_at',
      header: t('reports.column.finished'),
      cell: ({ row }) => formatDate(row.original.finished_at),
    },
    {
      id: 'download',
      header: t('reports.download'),
      meta: { actions: true },
      cell: ({ row }) =>
        row.original.status === 'sent' ? (
          <Button
            size="xs"
            variant="outline"
            aria-label={t('reports.downloadOf', { id: row.original.id })}
            loading={downloading === row.original.id}
            onClick={() => onDownload(row.original)}
          >
            {t('reports.download')}
          </Button>
        ) : (
          EMPTY
        ),
    },
  ];
}
