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
import { Box, Button, Checkbox, Table, Text } from '@chakra-ui/react';
import { flexRender, getCoreRowModel, useReactTable, type Row } from '@tanstack/react-table';
import { type MouseEvent, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { DataCards } from './data-cards';
import { RowLink } from './row-link';
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

/** A column's widest, unless its list plans another (`meta.maxW`): longer text is cut with an ellipsis. */
export const DEFAULT_MAX_W = '16rem';
/** The selection checkbox column's width: the key column is pinned right after it. */
const SELECT_W = '2.5rem';

/** Which edges of the scrolled table hide columns (a shadow shows each); `shown`: the table is on screen (not a phone's cards). */
function useCutEdges(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState({ left: false, right: false });
  const edges = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const left = box.scrollLeft > 1;
    const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setCut((was) => (was.left === left && was.right === right ? was : { left, right }));
  }, []);
  // A cut text shows in full on hover.
  const titles = useCallback(() => {
    for (const el of ref.current?.querySelectorAll<HTMLElement>('[data-truncate]') ?? []) {
      if (el.scrollWidth > el.clientWidth) el.title = el.textContent ?? '';
      else el.removeAttribute('title');
    }
  }, []);
  // Subscribed once per table shown: a scroll moves the edges; a resize may also cut other texts.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!shown || !box) return;
    const resized = () => {
      edges();
      titles();
    };
    box.addEventListener('scroll', edges, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resized);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', edges);
      observer?.disconnect();
    };
  }, [shown, edges, titles]);
  // Each render may bring other rows: their texts and the edges are measured again.
  useLayoutEffect(() => {
    edges();
    titles();
  });
  return { ref, cut };
}

function EdgeShadow({ side }: { side: 'left' | 'right' }) {
  return (
    <Box
      aria-hidden="true"
      data-testid={`table-cut-${side}`}
      position="absolute"
      top="0"
      bottom="0"
      {...{ [side]: 0 }}
      w="4"
      pointerEvents="none"
      zIndex="3"
      bgGradient={side === 'right' ? 'to-l' : 'to-r'}
      gradientFrom="blackAlpha.300"
      gradientTo="transparent"
      _dark={{ gradientFrom: 'blackAlpha.700' }}
    />
  );
}

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

  // The keyboard's way into a clickable row: its View action, else its key column as a button.
  const keyOpens = onRowClick && !columns.some((c) => c.meta?.opens) ? onRowClick : undefined;
  const { ref: scroller, cut } = useCutEdges(!phone);

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

  // The key column (the first) pinned at the left, after the checkbox; the actions at the right.
  const pinned = (index: number, actions: boolean | undefined) =>
    actions
      ? ({
          position: 'sticky',
          right: 0,
          zIndex: 1,
          bg: 'bg',
          boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)',
        } as const)
      : index === 0
        ? ({
            position: 'sticky',
            left: selectable ? SELECT_W : 0,
            zIndex: 1,
            bg: 'bg',
            // Scrolled: a rule where the columns pass under the pinned one.
            boxShadow: cut.left ? 'inset -1px 0 0 var(--chakra-colors-border)' : undefined,
          } as const)
        : undefined;

  return (
    // Busy while its first rows load: assistive technology (and a check of a settled page) waits.
    <Box position="relative" borderWidth="1px" rounded="md" overflow="hidden" aria-busy={loading || undefined}>
      {cut.left && <EdgeShadow side="left" />}
      {cut.right && <EdgeShadow side="right" />}
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
                      label="Select all rows"
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
                  const place = pinned(index, meta?.actions);
                  // A header never wraps or hides: its column is at least as wide as its title.
                  const headerProps = { whiteSpace: 'nowrap', ...place, ...(place ? { zIndex: 2 } : {}) } as const;
                  if (!sortKey)
                    return (
                      <Table.ColumnHeader key={header.id} {...headerProps}>
                        {content}
                      </Table.ColumnHeader>
                    );
                  const dir = sort?.by === sortKey ? sort.dir : undefined;
                  return (
                    <Table.ColumnHeader key={header.id} aria-sort={dir ? ARIA_SORT[dir] : 'none'} {...headerProps}>
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
                  // The row the keyboard is on shows its cut texts whole (a title shows them on hover).
                  // Only the keyboard's focus: a mouse press focuses what it presses, and a row that
                  // grew under the pointer between press and release would lose the click.
                  css={{ '&:has(:focus-visible) [data-truncate]': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
                >
                  {selectable && (
                    <Table.Cell position="sticky" left="0" zIndex="1" bg="bg">
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
                  {row.getVisibleCells().map((cell, index) => {
                    const meta = cell.column.columnDef.meta;
                    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                    return (
                      <Table.Cell key={cell.id} {...pinned(index, meta?.actions)}>
                        {meta?.actions ? (
                          content
                        ) : index === 0 && keyOpens ? (
                          <RowLink onOpen={() => keyOpens(row.original)} truncate={meta?.maxW ?? DEFAULT_MAX_W}>
                            {content}
                          </RowLink>
                        ) : (
                          <Box data-truncate="" truncate maxW={meta?.maxW ?? DEFAULT_MAX_W}>
                            {content}
                          </Box>
                        )}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
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
