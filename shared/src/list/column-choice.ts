/**
 * Which of a list's columns show, and in what order: the URL's `columns` (the ids of the visible
 * columns in display order, like a filter: a reload, a shared link or a saved view keeps it), else
 * the operator's own default for the list (kept in this browser under
 * `console:columns:<userId>:<listKey>`, the list's key being its page path), else every column
 * in the list's own order. The row's actions (and the selection boxes) always show and are never
 * offered; an id the list does not have is dropped, and a choice that leaves nothing shows all.
 */
import type { DataTableColumn } from '../ui/table-types';

/** A column id as a URL or a saved view carries it. */
export const COLUMN_ID = /^[a-z][a-z0-9_]{0,39}$/i;
/** The most ids a `columns` parameter carries. */
export const MAX_COLUMN_IDS = 40;
/** The URL's search parameter holding the visible columns. */
export const COLUMNS_PARAM = 'columns';

/** The ids of a `columns` text (comma-separated), well-formed and each once; undefined when absent. */
export function parseColumnIds(text: string | null | undefined): string[] | undefined {
  if (text === null || text === undefined || text === '') return undefined;
  const ids = text.split(',').filter((id) => COLUMN_ID.test(id));
  return [...new Set(ids)].slice(0, MAX_COLUMN_IDS);
}

export const columnsStorageKey = (userId: number | string, listKey: string) => `console:columns:${userId}:${listKey}`;

/** The operator's saved default for the list, or undefined (none saved, or no one signed in). */
export function readDefaultColumns(userId: number | undefined, listKey: string): string[] | undefined {
  if (userId === undefined || typeof localStorage === 'undefined') return undefined;
  try {
    return parseColumnIds(localStorage.getItem(columnsStorageKey(userId, listKey)));
  } catch {
    return undefined;
  }
}

/** Saves (or, with undefined, forgets) the operator's default for the list. */
export function writeDefaultColumns(userId: number | undefined, listKey: string, ids: string[] | undefined): void {
  if (userId === undefined) return;
  try {
    const key = columnsStorageKey(userId, listKey);
    if (ids === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, ids.join(','));
  } catch {
    // Storage full or refused: the choice still holds in the URL.
  }
}

/** A column's id: its `id`, else its `accessorKey`. */
export function columnIdOf<T>(column: DataTableColumn<T>): string {
  const key = (column as { accessorKey?: unknown }).accessorKey;
  const id = column.id ?? (typeof key === 'string' ? key : undefined);
  if (id === undefined) throw new Error('A list column needs an id (or an accessorKey).');
  return id;
}

/** Whether the chooser offers the column: every one but the row's actions. */
export const isChoosable = <T>(column: DataTableColumn<T>) => !column.meta?.actions;

/**
 * The ids of the choosable columns that show, in display order, for `choice` (the URL's or the
 * saved default): unknown ids dropped; none left (or no choice) → every choosable column in order.
 */
export function shownColumnIds<T>(columns: DataTableColumn<T>[], choice: string[] | undefined): string[] {
  const all = columns.filter(isChoosable).map(columnIdOf);
  const chosen = (choice ?? []).filter((id) => all.includes(id));
  return chosen.length > 0 ? chosen : all;
}

/** The columns to draw: the shown ones in their order, then the row's actions where the list put them last. */
export function shownColumns<T>(columns: DataTableColumn<T>[], choice: string[] | undefined): DataTableColumn<T>[] {
  const byId = new Map(columns.map((column) => [columnIdOf(column), column]));
  return [
    ...shownColumnIds(columns, choice).map((id) => byId.get(id)!),
    ...columns.filter((column) => !isChoosable(column)),
  ];
}

/**
 * The columns of a list's export file for what the list shows: each shown column's file columns
 * (`meta.exportColumns`, else its own id), in the list's order, then the file's columns no list
 * column stands for (in the file's order), so hiding a column drops it from the file. Undefined
 * (the file's own columns) when the list shows its default.
 */
export function exportColumnsOf<T>(
  columns: DataTableColumn<T>[],
  choice: string[] | undefined,
  fileColumns: readonly string[],
): string[] | undefined {
  if (choice === undefined) return undefined;
  const fileOf = (column: DataTableColumn<T>) =>
    (column.meta?.exportColumns ?? [columnIdOf(column)]).filter((key) => fileColumns.includes(key));
  const byId = new Map(columns.map((column) => [columnIdOf(column), column]));
  const stood = new Set(columns.flatMap(fileOf));
  const shown = shownColumnIds(columns, choice).flatMap((id) => fileOf(byId.get(id)!));
  return [...shown, ...fileColumns.filter((key) => !stood.has(key))];
}
