/**
 * Column shapes that recur across the console's tables, each cell read from one field of the row:
 * a date and time in the tenant's time, money in rupees, text (with "--" for nothing), and a
 * button on the row. `sortable` gives the header a sort button that asks the server to sort by
 * the field; `maxW` cuts longer text with an ellipsis.
 */
import type { ReactNode } from 'react';
import { formatDate, orEmpty, rupees } from '../format/format';
import type { DataTableColumn } from './table-types';
import { Button } from './ui';

/** The fields of T whose values are V. */
type FieldOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;

export interface FieldColumnOptions<T> {
  /** The column's header (a text, or a component for one in the tenant's words). */
  header: DataTableColumn<T>['header'];
  /** Sorted by the server by this field. */
  sortable?: boolean;
  maxW?: string;
  /** The export file's columns it stands for (`meta.exportColumns`); by default the field. */
  exportColumns?: readonly string[];
}

function fieldColumn<T>(
  field: string,
  { header, sortable = false, maxW, exportColumns }: FieldColumnOptions<T>,
  show: (row: T) => ReactNode,
): DataTableColumn<T> {
  const meta = {
    ...(sortable ? { sortKey: field } : {}),
    ...(maxW ? { maxW } : {}),
    ...(exportColumns ? { exportColumns } : {}),
  };
  return { id: field, header, cell: ({ row }) => show(row.original), ...(Object.keys(meta).length ? { meta } : {}) };
}

/** A date and time, shown in the tenant's time zone. */
export function dateColumn<T>(field: FieldOf<T, string | null | undefined>, options: FieldColumnOptions<T>) {
  return fieldColumn<T>(field, options, (row) => formatDate(row[field] as string | null | undefined));
}

/** An amount in rupees; a negative one keeps its minus ("-₹20.00"). */
export function moneyColumn<T>(field: FieldOf<T, number | string | null | undefined>, options: FieldColumnOptions<T>) {
  return fieldColumn<T>(field, options, (row) => rupees(row[field] as number | string | null | undefined));
}

/** A text, or "--" when there is none. */
export function textColumn<T>(field: FieldOf<T, string | number | null | undefined>, options: FieldColumnOptions<T>) {
  return fieldColumn<T>(field, options, (row) => orEmpty(row[field]));
}

export interface ButtonColumnOptions<T> {
  id: string;
  header: string;
  /** The button's text ("Fund", "View"). */
  text: string;
  /** Its accessible name, which names the row ("Add/Remove Fund: Canteen"). */
  label(row: T): string;
  onClick(row: T): void;
  loading?(row: T): boolean;
  disabled?(row: T): boolean;
}

/** One small outline button on each row, among the row's actions (pinned at the right; last on a card). */
export function buttonColumn<T>({
  id,
  header,
  text,
  label,
  onClick,
  loading,
  disabled,
}: ButtonColumnOptions<T>): DataTableColumn<T> {
  return {
    id,
    header,
    meta: { actions: true },
    cell: ({ row }) => (
      <Button
        size="xs"
        variant="outline"
        aria-label={label(row.original)}
        loading={loading?.(row.original)}
        disabled={disabled?.(row.original)}
        onClick={() => onClick(row.original)}
      >
        {text}
      </Button>
    ),
  };
}
