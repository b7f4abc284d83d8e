/**
 * The Sync touchpoints table: Touchpoint Name, Company, Status, Touchpoint Source,
 * Retailer, Stock, View Info — one row per touchpoint a run received.
 */
import { orEmpty } from '@console/shared';
import type { SyncRecord } from '@console/shared/contracts';
import { ActiveBadge, Button, type DataTableColumn } from '@console/shared/ui';
import type { Translate } from '../../i18n/catalogue';

export function recordColumns({
  t,
  onInfo,
}: {
  t: Translate;
  onInfo(record: SyncRecord): void;
}): DataTableColumn<SyncRecord>[] {
  return [
    { id: 'name', header: t('common.touchpointName'), cell: ({ row }) => row.original.name },
    { id: 'company', header: t('common.company'), cell: ({ row }) => orEmpty(row.original.company) },
    {
      id: 'status',
      header: t('common.status'),
      cell: ({ row }) => <ActiveBadge status={row.original.active ? 1 : 0} />,
    },
    { id: 'source', header: t('sync.column.source'), cell: ({ row }) => row.original.source },
    { id: 'retailer', header: t('common.retailer'), cell: ({ row }) => orEmpty(row.original.retailer) },
    { id: 'stock', header: t('common.stock'), cell: ({ row }) => row.original.stock },
    {
      id: 'info',
      header: t('sync.viewInfo'),
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={t('sync.viewInfoOf', { name: row.original.name })}
          onClick={() => onInfo(row.original)}
        >
          {t('sync.viewInfo')}
        </Button>
      ),
    },
  ];
}
