/** The types a DataTable's columns and sort are written in. */
import type { ColumnDef, RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // Declaration merging must repeat TanStack's type parameters even though they go unused.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The server's sort key; a column with one gets a sort button in its header. */
    sortKey?: string;
    /** The row's actions: on a phone card they go last, without a label; in a table, pinned at the right. */
    actions?: boolean;
    /** The actions hold View, which opens what a click on the row opens: the keyboard's way into the row. */
    opens?: boolean;
    /** The column's planned widest (a Chakra size): longer text is cut with an ellipsis, in full on hover. */
    maxW?: string;
    /**
     * The list's export file columns this column stands for, in order (Name → first and last
     * name); by default its own id. The export follows the columns the list shows.
     */
    exportColumns?: readonly string[];
  }
}

export type SortDir = 'ASC' | 'DESC';
export interface SortState {
  by: string;
  dir: SortDir;
}

/**
 * A column of any value type: `ColumnDef<T, string>` is not assignable to `ColumnDef<T, unknown>`
 * (TanStack's cell context is invariant), so a mixed column list needs `any` here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<T> = ColumnDef<T, any>;
