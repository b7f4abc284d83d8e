/**
 * The Touchpoint List table: Touchpoint Name, Channel, Type, Stock Synced, Last Updated,
 * Sync Stock, Actions.
 */
import { formatDate, orEmpty } from '@console/shared';
import type { Touchpoint } from '@console/shared/contracts';
import { actionsColumn, type DataTableColumn } from '@console/shared/ui';
import type { Translate } from '../../i18n/catalogue';
import { SyncStockButton } from './sync-stock-button';
import { touchpointTypeName } from './touchpoint-words';

export interface TouchpointRowActions {
  /** The shown language's words: the headers are made at render time. */
  t: Translate;
  onView(touchpoint: Touchpoint): void;
  onEdit(touchpoint: Touchpoint): void;
}

export function touchpointColumns({ t, onView, onEdit }: TouchpointRowActions): DataTableColumn<Touchpoint>[] {
  return [
    { id: 'name', header: t('common.touchpointName'), accessorKey: 'name', meta: { sortKey: 'name' } },
    {
      id: 'channel',
      header: t('common.channel'),
      cell: ({ row }) => orEmpty(row.original.channel),
      meta: { sortKey: 'channel' },
    },
    {
      id: 'type',
      header: t('common.type'),
      cell: ({ row }) => touchpointTypeName(row.original.type, t),
      meta: { sortKey: 'type' },
    },
    {
      id: 'stock_synced',
      header: t('touchpoints.stockSynced'),
      cell: ({ row }) => (row.original.stock_synced ? t('common.yes') : t('common.no')),
      meta: { sortKey: 'stock_synced' },
    },
    {
      id: 'last_updated',
      header: t('touchpoints.lastUpdated'),
      cell: ({ row }) => formatDate(row.original.last_updated),
      meta: { sortKey: 'last_updated' },
    },
    {
      id: 'sync_stock',
      header: t('touchpoints.syncStock'),
      cell: ({ row }) => <SyncStockButton touchpoint={row.original} />,
    },
    actionsColumn<Touchpoint>({ header: t('common.actions'), onView, onEdit, rowLabel: (tp) => tp.name }),
  ];
}
