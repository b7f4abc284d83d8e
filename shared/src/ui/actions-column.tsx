/** The Actions column of a list: View / Edit / Delete buttons for a row. */
import { Button, HStack } from '@chakra-ui/react';
import type { DataTableColumn } from './table-types';

export interface ActionsColumnOptions<T> {
  onEdit?(row: T): void;
  onDelete?(row: T): void;
  onView?(row: T): void;
  /** Names the row in the buttons' accessible labels: "Edit Alice". */
  rowLabel?(row: T): string;
  header?: string;
}

function isDefaultRow(row: unknown): boolean {
  return typeof row === 'object' && row !== null && 'is_default' in row && Boolean(row.is_default);
}

/** View / Edit / Delete buttons; rows flagged is_default show no actions (SPEC). */
export function actionsColumn<T>({
  onEdit,
  onDelete,
  onView,
  rowLabel,
  header = 'Actions',
}: ActionsColumnOptions<T>): DataTableColumn<T> {
  return {
    id: 'actions',
    header,
    cell: ({ row }) => {
      const item = row.original;
      if (isDefaultRow(item)) return null;
      const name = rowLabel?.(item);
      const label = (verb: string) => (name ? `${verb} ${name}` : verb);
      return (
        <HStack gap="1">
          {onView && (
            <Button size="xs" variant="ghost" aria-label={label('View')} onClick={() => onView(item)}>
              View
            </Button>
          )}
          {onEdit && (
            <Button size="xs" variant="outline" aria-label={label('Edit')} onClick={() => onEdit(item)}>
              Edit
            </Button>
          )}
          {onDelete && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={label('Delete')}
              onClick={() => onDelete(item)}
            >
              Delete
            </Button>
          )}
        </HStack>
      );
    },
  };
}
