/**
 * The Sync touchpoints table: Touchpoint Name, Company, Status, Touchpoint Source,
 * Retailer, Stock, View Info — one row per touchpoint a run received.
 */
import { orEmpty } from '@console/shared';
import type { SyncRecord } from '@console/shared/contracts';
import { ActiveBadge, Button, type DataTableColumn } from '@console/shared/ui';

export function recordColumns({ onInfo }: { onInfo(record: SyncRecord): void }): DataTableColumn<SyncRecord>[] {
  return [
    { id: 'name', header: 'Touchpoint Name', cell: ({ row }) => row.original.name },
    { id: 'company', header: 'Company', cell: ({ row }) => orEmpty(row.original.company) },
    { id: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge status={row.original.active ? 1 : 0} /> },
    { id: 'source', header: 'Touchpoint Source', cell: ({ row }) => row.original.source },
    { id: 'retailer', header: 'Retailer', cell: ({ row }) => orEmpty(row.original.retailer) },
    { id: 'stock', header: 'Stock', cell: ({ row }) => row.original.stock },
    {
      id: 'info',
      header: 'View Info',
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={`View Info: ${row.original.name}`}
          onClick={() => onInfo(row.original)}
        >
          View Info
        </Button>
      ),
    },
  ];
}
