/**
 * Health (`/platform/health`): per remote version, the loads consoles reported over the last hour
 * (every failure, and one success in five counted as five), the failures and their share, the p95 load time and
 * the last failure's reason — so a bad rollout shows within minutes. Asked again every minute.
 */
import type { RemoteHealth } from '@console/shared/contracts';
import { PageHeader, StatusBadge, Text, type DataTableColumn } from '@console/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { catalogue, type AdminT } from '../../i18n/catalogue';
import { remoteHealthQuery } from './api/get-remote-health';
import { orDash, QueryTable } from './query-table';

/** Built at render with the page's `t`, so the headers follow the language. */
const healthColumns = (t: AdminT): DataTableColumn<RemoteHealth>[] => [
  { id: 'remote', header: t('common.remote'), cell: ({ row }) => row.original.remote },
  { id: 'version', header: t('common.version'), cell: ({ row }) => row.original.version },
  { id: 'loads', header: t('platform.health.loads'), cell: ({ row }) => row.original.loads },
  {
    id: 'failures',
    header: t('platform.health.failures'),
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
    header: t('platform.health.p95'),
    cell: ({ row }) => (row.original.p95_ms === null ? '--' : t('platform.health.ms', { n: row.original.p95_ms })),
  },
  {
    id: 'last_failure',
    header: t('platform.health.lastFailure'),
    cell: ({ row }) => <Text whiteSpace="normal">{orDash(row.original.last_failure)}</Text>,
  },
];

export default function HealthPage() {
  const t = catalogue.useT();
  const health = useQuery(remoteHealthQuery());
  const columns = useMemo(() => healthColumns(t), [t]);
  return (
    <>
      <PageHeader title={t('platform.health.title')} subtitle={t('platform.health.subtitle')} />
      <QueryTable
        query={health}
        columns={columns}
        caption={t('platform.health.caption')}
        getRowId={(row) => `${row.remote}@${row.version}`}
        emptyText={t('platform.health.empty')}
      />
    </>
  );
}
