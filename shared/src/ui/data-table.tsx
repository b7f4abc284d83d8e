/**
 * The list table of every screen. Sorting and paging happen on the server, so TanStack Table only
 * lays out columns (core row model, manual sorting); the sort and the selection are controlled by
 * the screen, keyed by row id, so a selection survives a page change. A row opens its record on
 * click (`onRowClick`; the View action stays for the keyboard). On a phone the rows are cards.
 */
import { Box, Button, Checkbox, Table, Text } from '@chakra-ui/react';
import { flexRender, getCoreRowModel, useReactTable, type Row } from '@tanstack/react-table';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { DataCards } from './data-cards';
import type { DataTableColumn, SortState } from './table-types';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';

// The column and sort types, and the actions column, live beside this file to keep it short.
export * from './table-types';
export { actionsColumn, type ActionsColumnOptions } from './actions-column';

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  data: T[];
  loading?: boolean;
  getRowId(row: T): string;
  sort?: SortState;
  onSortChange?(sort: SortState): void;
  selectable?: boolean;
  /** Controlled selection; without it the table keeps its own. */
  selectedIds?: string[];
  onSelectionChange?(ids: string[]): void;
  /** The row shows a disabled checkbox. */
  isRowDisabled?(row: T): boolean;
  /** The row shows no checkbox at all. */
  hideCheckbox?(row: T): boolean;
  emptyText?: ReactNode;
  caption?: ReactNode;
  /** Opens the row's record; clicks on the row's own controls are theirs. */
  onRowClick?(row: T): void;
}

const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;

/** ASC → DESC → ASC on the same column; a new column starts ascending. */
export function nextSort(current: SortState | undefined, by: string): SortState {
  return { by, dir: current?.by === by && current.dir === 'ASC' ? 'DESC' : 'ASC' };
}

export function DataTable<T>({
  columns,
  data,
  loading = false,
  getRowId,
  sort,
  onSortChange,
  selectable = false,
  selectedIds,
  onSelectionChange,
  isRowDisabled,
  hideCheckbox,
  emptyText = 'No Data Available',
  caption,
  onRowClick,
}: DataTableProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [ownSelection, setOwnSelection] = useState<string[]>([]);
  const selected = selectedIds ?? ownSelection;
  const select = (ids: string[]) => {
    if (!selectedIds) setOwnSelection(ids);
    onSelectionChange?.(ids);
  };

  const table = useReactTable({
    columns,
    data,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
  });

  const canSelect = (row: T) => !isRowDisabled?.(row) && !hideCheckbox?.(row);
  const selectableIds = data.filter(canSelect).map(getRowId);
  const selectedOnPage = selectableIds.filter((id) => selected.includes(id)).length;
  const allState =
    selectableIds.length > 0 && selectedOnPage === selectableIds.length
      ? true
      : selectedOnPage > 0
        ? 'indeterminate'
        : false;
  const toggleAll = () =>
    select(
      allState === true
        ? selected.filter((id) => !selectableIds.includes(id))
        : [...selected, ...selectableIds.filter((id) => !selected.includes(id))],
    );
  const toggleRow = (id: string, on: boolean) =>
    select(on ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id));

  const columnCount = table.getVisibleLeafColumns().length + (selectable ? 1 : 0);
  const rows = table.getRowModel().rows;
  const open = onRowClick
    ? (row: Row<T>) => (event: MouseEvent) => {
        if ((event.target as HTMLElement).closest('button, a, input, label, [role="menuitem"]')) return;
        onRowClick(row.original);
      }
    : undefined;

  if (phone) {
    return (
      <DataCards
        rows={rows}
        caption={caption}
        loading={loading}
        emptyText={emptyText}
        onOpen={open}
        select={
          selectable
            ? (row) =>
                hideCheckbox?.(row.original) ? null : (
                  <SelectBox
                    label={`Select row ${row.index + 1}`}
                    checked={selected.includes(row.id)}
                    disabled={!!isRowDisabled?.(row.original)}
                    onChange={(on) => toggleRow(row.id, on)}
                  />
                )
            : undefined
        }
      />
    );
  }

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id}>
              {selectable && (
                <Table.ColumnHeader w="10">
                  <SelectBox
                    label="Select all rows"
                    checked={allState}
                    disabled={loading || selectableIds.length === 0}
                    onChange={toggleAll}
                  />
                </Table.ColumnHeader>
              )}
              {group.headers.map((header) => {
                const sortKey = header.column.columnDef.meta?.sortKey;
                const content = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                if (!sortKey) return <Table.ColumnHeader key={header.id}>{content}</Table.ColumnHeader>;
                const dir = sort?.by === sortKey ? sort.dir : undefined;
                return (
                  <Table.ColumnHeader key={header.id} aria-sort={dir ? ARIA_SORT[dir] : 'none'}>
                    <Button
                      variant="plain"
                      size="sm"
                      px="0"
                      fontWeight="inherit"
                      onClick={() => onSortChange?.(nextSort(sort, sortKey))}
                    >
                      {content}
                      {/* The direction is announced through aria-sort; the arrow is for the eye. */}
                      <Text as="span" aria-hidden="true" color={dir ? 'fg' : 'fg.subtle'}>
                        {dir === 'ASC' ? '▲' : dir === 'DESC' ? '▼' : '↕'}
                      </Text>
                    </Button>
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {loading ? (
            <SkeletonRows columns={columnCount} />
          ) : rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columnCount} textAlign="center" py="6" color="fg.muted">
                {emptyText}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row
                key={row.id}
                data-row-id={row.id}
                data-selected={selected.includes(row.id) ? '' : undefined}
                onClick={open?.(row)}
                cursor={open ? 'pointer' : undefined}
                _hover={open ? { bg: 'bg.muted' } : undefined}
              >
                {selectable && (
                  <Table.Cell>
                    {!hideCheckbox?.(row.original) && (
                      <SelectBox
                        label={`Select row ${row.index + 1}`}
                        checked={selected.includes(row.id)}
                        disabled={!!isRowDisabled?.(row.original)}
                        onChange={(on) => toggleRow(row.id, on)}
                      />
                    )}
                  </Table.Cell>
                )}
                {row.getVisibleCells().map((cell) => (
                  <Table.Cell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The first load's placeholder: the table's shape, pulsing, announced once as loading. */
function SkeletonRows({ columns }: { columns: number }) {
  return (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <Table.Row key={i} role={i === 0 ? 'status' : undefined} aria-label={i === 0 ? 'Loading…' : undefined}>
          <Table.Cell colSpan={columns} py="3">
            <Box
              h="3"
              w={`${90 - i * 10}%`}
              bg="bg.emphasized"
              rounded="sm"
              animation="pulse 1.5s ease-in-out infinite"
            />
            {i === 0 && <Text srOnly>Loading…</Text>}
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
