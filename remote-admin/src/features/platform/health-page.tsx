/**
 * Health (`/platform/health`): per remote version, the loads consoles reported over the last hour
 * (every failure, and one success in five counted as five), the failures and their share, the p95 load time and
 * the last failure's reason — so a bad rollout shows within minutes. Asked again every minute.
 */
import type { RemoteHealth } from '@console/shared/contracts';
import { PageHeader, StatusBadge, Text, type DataTableColumn } from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { remoteHealthQuery } from './api/get-remote-health';
import { orDash, QueryTable } from './query-table';

const columns: DataTableColumn<RemoteHealth>[] = [
  { id: 'remote', header: 'Remote', cell: ({ row }) => row.original.remote },
  { id: 'version', header: 'Version', cell: ({ row }) => row.original.version },
  { id: 'loads', header: 'Loads', cell: ({ row }) => row.original.loads },
  {
    id: 'failures',
    header: 'Failures',
    cell: ({ row }) =>
      row.original.failures > 0 ? (
        // The loads count each sampled success as the five it stands for, so the share is the real one.
        <StatusBadge colorPalette="red">
          {row.original.failures} ({Math.round((100 * row.original.failures) / Math.max(row.original.loads, 1))}%)
        </StatusBadge>
      ) : (
        '0'
      ),
  },
  {
    id: 'p95',
    header: 'p95 Load Time',
    cell: ({ row }) => (row.original.p95_ms === null ? '--' : `${row.original.p95_ms} ms`),
  },
  {
    id: 'last_failure',
    header: 'Last Failure',
    cell: ({ row }) => <Text whiteSpace="normal">{orDash(row.original.last_failure)}</Text>,
  },
];

export default function HealthPage() {
  const health = useQuery(remoteHealthQuery());
  return (
    <>
      <PageHeader
        title="Health"
        subtitle="Each remote version's loads in consoles over the last hour (every failure is reported, and one success in five counted as five)."
      />
      <QueryTable
        query={health}
        columns={columns}
        caption="Remote loads in the last hour"
        getRowId={(row) => `${row.remote}@${row.version}`}
        emptyText="No remote loads reported in the last hour"
      />
    </>
  );
}
