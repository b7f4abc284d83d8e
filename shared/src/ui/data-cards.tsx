/**
 * A list as cards, for a phone: each row a card of "column: value" lines, its actions last, the
 * selection box first. Same rows, same cells as the table — only the layout differs.
 */
import { Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { kit } from '../i18n/kit-messages';
import { flexRender, type Row } from '@tanstack/react-table';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { RowLink } from './row-link';

interface DataCardsProps<T> {
  rows: Row<T>[];
  caption: ReactNode;
  loading: boolean;
  emptyText: ReactNode;
  onOpen: ((row: Row<T>) => (event: MouseEvent) => void) | undefined;
  /** Opens the row's record: its first field is then a button, for the keyboard. */
  openRow: ((row: T) => void) | undefined;
  select: ((row: Row<T>) => ReactNode) | undefined;
}

export function DataCards<T>({ caption, ...body }: DataCardsProps<T>) {
  const captionId = useId();
  // The caption names the cards above them, as the table's caption does, in every state.
  const title = caption ? (
    <Text id={captionId} fontWeight="semibold" fontSize="sm" mb="2">
      {caption}
    </Text>
  ) : null;
  return (
    <Box aria-busy={body.loading || undefined}>
      {title}
      <CardsBody {...body} labelledBy={caption ? captionId : undefined} />
    </Box>
  );
}

function CardsBody<T>({
  rows,
  labelledBy,
  loading,
  emptyText,
  onOpen,
  openRow,
  select,
}: Omit<DataCardsProps<T>, 'caption'> & { labelledBy: string | undefined }) {
  const t = kit.useT();
  if (loading) {
    return (
      <Text role="status" textAlign="center" py="6">
        {t('table.loading')}
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
    <Stack as="ul" listStyleType="none" gap="2" aria-labelledby={labelledBy}>
      {rows.map((row) => {
        const cells = row.getVisibleCells();
        const actions = cells.filter((c) => c.column.columnDef.meta?.actions);
        const fields = cells.filter((c) => !c.column.columnDef.meta?.actions);
        return (
          <Card.Root as="li" key={row.id} size="sm" data-row-id={row.id} onClick={onOpen?.(row)}>
            <Card.Body gap="1">
              {select && <Box>{select(row)}</Box>}
              {fields.map((cell, index) => {
                const value = flexRender(cell.column.columnDef.cell, cell.getContext());
                return (
                  <HStack key={cell.id} justify="space-between" align="start" gap="3">
                    <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                      {flexRender(cell.column.columnDef.header, cell.getContext() as never)}
                    </Text>
                    <Box textAlign="end" minW="0" overflowWrap="anywhere">
                      {index === 0 && openRow ? <RowLink onOpen={() => openRow(row.original)}>{value}</RowLink> : value}
                    </Box>
                  </HStack>
                );
              })}
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
