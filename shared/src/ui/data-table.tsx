/**
 * The list table of every screen. Sorting and paging happen on the server, so TanStack Table only
 * lays out columns (core row model, manual sorting); the sort and the selection are controlled by
 * the screen, keyed by row id, so a selection survives a page change. A row opens its record on
 * click (`onRowClick`) and by keyboard: through its View action when it has one, else from its key
 * column, which is then a button (`RowLink`). On a phone the rows are cards.
 *
 * No column is ever hidden: a long text is cut with an ellipsis at its column's planned width
 * (`meta.maxW`, else `DEFAULT_MAX_W`) and shows in full on hover; when the columns are still wider
 * than the screen the table scrolls sideways and shows it does — a visible scrollbar and a shadow
 * at each cut edge — with the row's key column (the first) pinned at the left and the row's
 * actions pinned at the right.
 */
import { Box, Table, type SystemStyleObject } from '@chakra-ui/react';
import { kit } from '../i18n/kit-messages';
import { flexRender, getCoreRowModel, useReactTable, type Row } from '@tanstack/react-table';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { DataCards } from './data-cards';
import { EdgeShadow, useCutEdges, whenCut } from './table-edges';
import { idOf, SelectBox, SkeletonRows, SortButton } from './table-parts';
import { placeOf, TableRows, type CellPlace } from './table-rows';
import type { DataTableColumn, SortState } from './table-types';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';

// The column and sort types, and the actions column, live beside this file to keep it short.
export * from './table-types';
export { actionsColumn, type ActionsColumnOptions } from './actions-column';
export { nextSort, SelectBox } from './table-parts';

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  data: T[];
  loading?: boolean;
  /** The row's key; by default its `id`. */
  getRowId?(row: T): string;
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

export { DEFAULT_MAX_W } from './table-rows';
/** The selection checkbox column's width: the key column is pinned right after it. */
const SELECT_W = '2.5rem';

export function DataTable<T>({
  columns,
  data,
  loading = false,
  getRowId = idOf,
  sort,
  onSortChange,
  selectable = false,
  selectedIds,
  onSelectionChange,
  isRowDisabled,
  hideCheckbox,
  emptyText: ownEmptyText,
  caption,
  onRowClick,
}: DataTableProps<T>) {
  const t = kit.useT();
  const emptyText = ownEmptyText === undefined ? t('table.noData') : ownEmptyText;
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

  // The keyboard's way into a clickable row: its View action, else its key column as a button.
  const keyOpens = onRowClick && !columns.some((c) => c.meta?.opens) ? onRowClick : undefined;
  const scroller = useCutEdges(!phone);

  if (phone) {
    return (
      <DataCards
        rows={rows}
        caption={caption}
        loading={loading}
        emptyText={emptyText}
        onOpen={open}
        openRow={keyOpens}
        select={
          selectable
            ? (row) =>
                hideCheckbox?.(row.original) ? null : (
                  <SelectBox
                    label={t('table.selectRow', { n: row.index + 1 })}
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

  // The key column (the first) pinned at the left, after the checkbox; the actions at the right.
  const pinned = (place: CellPlace | 'select'): SystemStyleObject | undefined =>
    place === 'select'
      ? { position: 'sticky', left: 0, zIndex: 1, bg: 'bg' }
      : place === 'right'
        ? { position: 'sticky', right: 0, zIndex: 1, bg: 'bg', boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)' }
        : place === 'left'
          ? {
              position: 'sticky',
              left: selectable ? SELECT_W : 0,
              zIndex: 1,
              bg: 'bg',
              // Scrolled: a rule where the columns pass under the pinned one.
              ...whenCut('left', { boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)' }),
            }
          : undefined;

  return (
    // Busy while its first rows load: assistive technology (and a check of a settled page) waits.
    <Box position="relative" borderWidth="1px" rounded="md" overflow="hidden" aria-busy={loading || undefined}>
      <EdgeShadow side="left" />
      <EdgeShadow side="right" />
      <Box
        ref={scroller}
        overflowX="auto"
        data-testid="table-scroller"
        // A visible scrollbar when the columns are wider than the screen: the table shows it scrolls.
        css={{ scrollbarWidth: 'thin', scrollbarColor: 'var(--chakra-colors-border-emphasized) transparent' }}
      >
        <Table.Root size="sm" stickyHeader>
          {/* The caption names the table above it, as a small heading (a page may hold several tables). */}
          {caption && (
            <Table.Caption
              captionSide="top"
              textAlign="start"
              fontWeight="semibold"
              fontSize="sm"
              color="fg"
              mt="0"
              mb="2"
            >
              {caption}
            </Table.Caption>
          )}
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {selectable && (
                  <Table.ColumnHeader w={SELECT_W} position="sticky" left="0" zIndex="2" bg="bg">
                    <SelectBox
                      label={t('table.selectAll')}
                      checked={allState}
                      disabled={loading || selectableIds.length === 0}
                      onChange={toggleAll}
                    />
                  </Table.ColumnHeader>
                )}
                {group.headers.map((header, index) => {
                  const meta = header.column.columnDef.meta;
                  const sortKey = meta?.sortKey;
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  const place = pinned(placeOf(meta?.actions, index));
                  // A header never wraps or hides: its column is at least as wide as its title.
                  const headerProps = {
                    css: { whiteSpace: 'nowrap', ...place, ...(place ? { zIndex: 2 } : {}) },
                  } as const;
                  if (!sortKey)
                    return (
                      <Table.ColumnHeader key={header.id} {...headerProps}>
                        {content}
                      </Table.ColumnHeader>
                    );
                  const dir = sort?.by === sortKey ? sort.dir : undefined;
                  return (
                    <Table.ColumnHeader key={header.id} aria-sort={dir ? ARIA_SORT[dir] : 'none'} {...headerProps}>
                      <SortButton sortKey={sortKey} sort={sort} onSortChange={onSortChange}>
                        {content}
                      </SortButton>
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
              <TableRows
                rows={rows}
                selected={selected}
                select={selectable ? { hide: hideCheckbox, disabled: isRowDisabled, toggle: toggleRow } : undefined}
                open={open}
                keyOpens={keyOpens}
                pinned={pinned}
              />
            )}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
