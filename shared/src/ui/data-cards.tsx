/**
 * A list as cards, for a phone: each row a card of "column: value" lines, its actions last, the
 * selection box first. Same rows, same cells as the table — only the layout differs.
 */
import { Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { flexRender, type Row } from '@tanstack/react-table';
import type { MouseEvent, ReactNode } from 'react';

export function DataCards<T>({
  rows,
  caption,
  loading,
  emptyText,
  onOpen,
  select,
}: {
  rows: Row<T>[];
  caption: ReactNode;
  loading: boolean;
  emptyText: ReactNode;
  onOpen: ((row: Row<T>) => (event: MouseEvent) => void) | undefined;
  select: ((row: Row<T>) => ReactNode) | undefined;
}) {
  if (loading) {
    return (
      <Text role="status" textAlign="center" py="6">
        Loading…
      </Text>
    );
  }
  if (rows.length === 0) {
    return (
      <Box textAlign="center" py="6" color="fg.muted" borderWidth="1px" rounded="md">
        {emptyText}
      </Box>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="2" aria-label={typeof caption === 'string' ? caption : undefined}>
      {rows.map((row) => {
        const cells = row.getVisibleCells();
        const actions = cells.filter((c) => c.column.columnDef.meta?.actions);
        const fields = cells.filter((c) => !c.column.columnDef.meta?.actions);
        return (
          <Card.Root as="li" key={row.id} size="sm" data-row-id={row.id} onClick={onOpen?.(row)}>
            <Card.Body gap="1">
              {select && <Box>{select(row)}</Box>}
              {fields.map((cell) => (
                <HStack key={cell.id} justify="space-between" align="start" gap="3">
                  <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                    {flexRender(cell.column.columnDef.header, cell.getContext() as never)}
                  </Text>
                  <Box textAlign="end" minW="0" overflowWrap="anywhere">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Box>
                </HStack>
              ))}
              {actions.map((cell) => (
                <Box key={cell.id} pt="1">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Box>
              ))}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
