/**
 * The list table's body rows (data-table.tsx), drawn as plain `tr`/`td` elements whose classes are
 * made once per table render: a page is hundreds of cells, and a styled component resolves and
 * serialises its styles on each of its renders — most of a list's first render. The classes carry
 * exactly the styles `Table.Row` and `Table.Cell` would (the table's own slot styles first).
 */
import { useChakraContext, useTableStyles, type SystemStyleObject } from '@chakra-ui/react';
import { kit } from '../i18n/kit-messages';
import { ClassNames } from '@emotion/react';
import { flexRender, type Row } from '@tanstack/react-table';
import type { MouseEvent, ReactNode } from 'react';
import { RowLink } from './row-link';
import { SelectBox } from './table-parts';

/** A column's widest, unless its list plans another (`meta.maxW`): longer text is cut with an ellipsis. */
export const DEFAULT_MAX_W = '16rem';

/** Where a cell sits: `left` is the pinned key column, `right` the pinned actions. */
export type CellPlace = 'left' | 'right' | undefined;

/** A column's place: its actions pinned right, the key column (the first) pinned left. */
export const placeOf = (actions: boolean | undefined, index: number): CellPlace =>
  actions ? 'right' : index === 0 ? 'left' : undefined;

export interface TableRowsProps<T> {
  rows: Row<T>[];
  selected: string[];
  /** The selection column's checkbox, or none. */
  select?: { hide?(row: T): boolean; disabled?(row: T): boolean; toggle(id: string, on: boolean): void };
  /** The click that opens a row's record. */
  open?: (row: Row<T>) => (event: MouseEvent) => void;
  /** The keyboard's way in: the key column is a button that opens the row. */
  keyOpens?: (row: T) => void;
  /** A cell's pinned styles by its place (and the checkbox column's, `select`). */
  pinned: (place: CellPlace | 'select') => SystemStyleObject | undefined;
}

interface RowClasses {
  row: string;
  cell: Record<NonNullable<CellPlace> | 'select' | 'none', string>;
  /** The text box of a cell, by its column's widest. */
  text: Map<string, string>;
}

function Rows<T>({ rows, selected, select, open, keyOpens, classes }: TableRowsProps<T> & { classes: RowClasses }) {
  const t = kit.useT();
  return rows.map((row) => {
    const isSelected = selected.includes(row.id);
    return (
      <tr
        key={row.id}
        className={classes.row}
        data-row-id={row.id}
        data-selected={isSelected ? '' : undefined}
        onClick={open?.(row)}
      >
        {select && (
          <td className={classes.cell.select}>
            {!select.hide?.(row.original) && (
              <SelectBox
                label={t('table.selectRow', { n: row.index + 1 })}
                checked={isSelected}
                disabled={!!select.disabled?.(row.original)}
                onChange={(on) => select.toggle(row.id, on)}
              />
            )}
          </td>
        )}
        {row.getVisibleCells().map((cell, index) => {
          const meta = cell.column.columnDef.meta;
          const content: ReactNode = flexRender(cell.column.columnDef.cell, cell.getContext());
          const maxW = meta?.maxW ?? DEFAULT_MAX_W;
          const place = placeOf(meta?.actions, index) ?? 'none';
          return (
            <td key={cell.id} className={classes.cell[place]}>
              {meta?.actions ? (
                content
              ) : index === 0 && keyOpens ? (
                <RowLink onOpen={() => keyOpens(row.original)} truncate={maxW}>
                  {content}
                </RowLink>
              ) : (
                <div data-truncate="" className={classes.text.get(maxW)}>
                  {content}
                </div>
              )}
            </td>
          );
        })}
      </tr>
    );
  });
}

export function TableRows<T>(props: TableRowsProps<T>) {
  const system = useChakraContext();
  const styles = useTableStyles();
  const { rows, open, pinned } = props;
  return (
    <ClassNames>
      {({ css }) => {
        const make = (...parts: (SystemStyleObject | undefined)[]) =>
          css(system.css(...parts.filter((p): p is SystemStyleObject => p !== undefined)));
        const widths = new Set(
          (rows[0]?.getVisibleCells() ?? []).map((cell) => cell.column.columnDef.meta?.maxW ?? DEFAULT_MAX_W),
        );
        const classes: RowClasses = {
          row: make(
            styles.row,
            open ? { cursor: 'pointer', _hover: { bg: 'bg.muted' } } : undefined,
            // The row the keyboard is on shows its cut texts whole (a title shows them on hover).
            // Only the keyboard's focus: a mouse press focuses what it presses, and a row that
            // grew under the pointer between press and release would lose the click.
            { '&:has(:focus-visible) [data-truncate]': { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
          ),
          cell: {
            select: make(styles.cell, pinned('select')),
            left: make(styles.cell, pinned('left')),
            right: make(styles.cell, pinned('right')),
            none: make(styles.cell),
          },
          text: new Map([...widths].map((maxW) => [maxW, make({ truncate: true, maxW })])),
        };
        return <Rows {...props} classes={classes} />;
      }}
    </ClassNames>
  );
}
