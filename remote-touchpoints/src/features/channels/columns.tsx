/** The Channels table: Channel Name (with the row's Edit), Sync Touchpoints. */
import type { Channel } from '@console/shared/contracts';
import { Button, HStack, Text, type DataTableColumn } from '@console/shared/ui';
import { SyncCell } from './sync-cell';

export function channelColumns({ onEdit }: { onEdit(channel: Channel): void }): DataTableColumn<Channel>[] {
  return [
    {
      id: 'name',
      header: 'Channel Name',
      meta: { sortKey: 'name' },
      cell: ({ row }) => (
        <HStack gap="3" justify="space-between">
          <Text>{row.original.name}</Text>
          {/* Rows flagged is_default show no actions. */}
          {!row.original.is_default && (
            <Button
              size="xs"
              variant="outline"
              aria-label={`Edit ${row.original.name}`}
              onClick={() => onEdit(row.original)}
            >
              Edit
            </Button>
          )}
        </HStack>
      ),
    },
    { id: 'sync', header: 'Sync Touchpoints', cell: ({ row }) => <SyncCell channel={row.original} /> },
  ];
}
