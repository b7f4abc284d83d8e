/** The data table's small parts: the sortable header, the row checkbox, the first load's placeholder. */
import { Box, Button, Checkbox, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { kit } from '../i18n/kit-messages';
import type { SortState } from './table-types';

/** A row's `id` as its key; a row without one needs its table's `getRowId`. */
export function idOf(row: unknown): string {
  const id = (row as { id?: unknown }).id;
  if (typeof id !== 'number' && typeof id !== 'string') throw new Error('A row without an id needs getRowId.');
  return String(id);
}

/** ASC → DESC → ASC on the same column; a new column starts ascending. */
export function nextSort(current: SortState | undefined, by: string): SortState {
  return { by, dir: current?.by === by && current.dir === 'ASC' ? 'DESC' : 'ASC' };
}

/** A sortable column's title: a button that sorts by it, its direction announced through aria-sort. */
export function SortButton(props: {
  sortKey: string;
  sort: SortState | undefined;
  onSortChange?: (sort: SortState) => void;
  children: ReactNode;
}) {
  const dir = props.sort?.by === props.sortKey ? props.sort.dir : undefined;
  return (
    <Button
      variant="plain"
      size="sm"
      px="0"
      fontWeight="inherit"
      onClick={() => props.onSortChange?.(nextSort(props.sort, props.sortKey))}
    >
      {props.children}
      {/* The direction is announced through aria-sort; the arrow is for the eye. */}
      <Text as="span" aria-hidden="true" color={dir ? 'fg' : 'fg.subtle'}>
        {dir === 'ASC' ? '▲' : dir === 'DESC' ? '▼' : '↕'}
      </Text>
    </Button>
  );
}

/** The first load's placeholder: the table's shape, pulsing, announced once as loading. */
export function SkeletonRows({ columns }: { columns: number }) {
  const t = kit.useT();
  return (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <Table.Row key={i} role={i === 0 ? 'status' : undefined} aria-label={i === 0 ? t('table.loading') : undefined}>
          <Table.Cell colSpan={columns} py="3">
            <Box
              h="3"
              w={`${90 - i * 10}%`}
              bg="bg.emphasized"
              rounded="sm"
              animation="pulse 1.5s ease-in-out infinite"
            />
            {i === 0 && <Text srOnly>{t('table.loading')}</Text>}
          </Table.Cell>
        </Table.Row>
      ))}
    </>
  );
}

export function SelectBox(props: {
  label: string;
  checked: boolean | 'indeterminate';
  disabled: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <Checkbox.Root
      size="sm"
      checked={props.checked}
      disabled={props.disabled}
      onCheckedChange={(details) => props.onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      {/* The hidden input is named by this label (aria-labelledby), so it must exist. */}
      <Checkbox.Label srOnly>{props.label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
