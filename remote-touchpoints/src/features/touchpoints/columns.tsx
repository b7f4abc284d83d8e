/**
 * The Touchpoint List table: Touchpoint Name, Channel, Type, Stock Synced, Last Updated,
 * Sync Stock, Actions.
 */
import { formatDate, orEmpty } from '@console/shared';
import type { Touchpoint } from '@console/shared/contracts';
import { actionsColumn, type DataTableColumn } from '@console/shared/ui';
import { touchpointTypeName } from '@console/shared/contracts/touchpoint-kinds';
import { SyncStockButton } from './sync-stock-button';

export interface TouchpointRowActions {
  onView(touchpoint: Touchpoint): void;
  onEdit(touchpoint: Touchpoint): void;
}

export function touchpointColumns({ onView, onEdit }: TouchpointRowActions): DataTableColumn<Touchpoint>[] {
  return [
    { id: 'name', header: 'Touchpoint Name', accessorKey: 'name', meta: { sortKey: 'name' } },
    {
      id: 'channel',
      header: 'Channel',
      cell: ({ row }) => orEmpty(row.original.channel),
      meta: { sortKey: 'channel' },
    },
    { id: 'type', header: 'Type', cell: ({ row }) => touchpointTypeName(row.original.type), meta: { sortKey: 'type' } },
    {
      id: 'stock_synced',
      header: 'Stock Synced',
      cell: ({ row }) => (row.original.stock_synced ? 'Yes' : 'No'),
      meta: { sortKey: 'stock_synced' },
    },
    {
      id: 'last_updated',
      header: 'Last Updated',
      cell: ({ row }) => formatDate(row.original.last_updated),
      meta: { sortKey: 'last_updated' },
    },
    { id: 'sync_stock', header: 'Sync Stock', cell: ({ row }) => <SyncStockButton touchpoint={row.original} /> },
    actionsColumn<Touchpoint>({ header: 'Actions', onView, onEdit, rowLabel: (t) => t.name }),
  ];
}
