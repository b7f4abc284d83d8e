/** The Channels table: Channel Name (with the row's Edit), Sync Touchpoints. */
import type { Channel } from '@console/shared/contracts';
import { Button, HStack, Text, type DataTableColumn } from '@console/shared/ui';
import type { Translate } from '../../i18n/catalogue';
import { SyncCell } from './sync-cell';

export function channelColumns({
  t,
  onEdit,
}: {
  t: Translate;
  onEdit(channel: Channel): void;
}): DataTableColumn<Channel>[] {
  return [
    {
      id: 'name',
      header: t('channels.column.name'),
      meta: { sortKey: 'name' },
      cell: ({ row }) => (
        <HStack gap="3" justify="space-between">
          <Text>{row.original.name}</Text>
          {/* Rows flagged is_default show no actions. */}
          {!row.original.is_default && (
            <Button
              size="xs"
              variant="outline"
              aria-label={t('channels.editAria', { name: row.original.name })}
              onClick={() => onEdit(row.original)}
            >
              {t('common.edit')}
            </Button>
          )}
        </HStack>
      ),
    },
    { id: 'sync', header: t('channels.column.sync'), cell: ({ row }) => <SyncCell channel={row.original} /> },
  ];
}
