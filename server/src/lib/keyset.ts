/**
 * Keyset paging, shared by every list (its `cursor`) and every export (its chunks): a page
 * starts after the last row of the one before, named by its sort value and its unique id, so
 * page 500 000 costs what page 1 costs. Rows keep PostgreSQL's default null placement (NULLS
 * LAST ascending, NULLS FIRST descending), so the pages are exactly the offset order — nullable
 * sort columns need no `coalesce`, and their order does not change when a cursor is used.
 */
import { Column, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from './http-errors';
import { parseTimestamp } from './time';

/** How a sort value is compared, and so how a value sent back in a cursor is checked. */
export type SortKind = 'int' | 'text' | 'timestamp';

export interface KeysetSort {
  expr: AnyColumn | SQL;
  dir: 'ASC' | 'DESC';
  /** A nullable column (or any expression): NULL values get their own comparison. */
  nullable: boolean;
  kind: SortKind;
}

/** Where a page starts: after the row whose sort value (as text; null for NULL) and id these are. */
export interface KeysetAfter {
  value: string | null;
  id: number;
}

/** A column's kind from its type; an expression's is given by its list (text unless said). */
export function sortOf(expr: AnyColumn | SQL, dir: 'ASC' | 'DESC', kind?: SortKind): KeysetSort {
  if (is(expr, Column)) {
    const column = expr as AnyColumn;
    const inferred: SortKind = column.columnType.includes('Timestamp')
      ? 'timestamp'
      : column.dataType === 'number' || column.dataType === 'bigint'
        ? 'int'
        : 'text';
    return { expr, dir, nullable: !column.notNull, kind: kind ?? inferred };
  }
  return { expr, dir, nullable: true, kind: kind ?? 'text' };
}

/** The sort value and the id a page's rows carry, to name the last one in a cursor. */
export function keysetFields(sort: KeysetSort, tie: AnyColumn) {
  return { __sort: sql<string | null>`(${sort.expr})::text`, __tie: sql<number>`${tie}` };
}

const P = sql.placeholder;

/**
 * The rows after `afterValue`/`afterId` (placeholders) in the order `expr dir, tie dir`. A row
 * value comparison walks a (…, expr, id) index straight from the cursor; a NULL sort value is
 * handled on its own, since a comparison with NULL is neither true nor false.
 */
export function keysetAfter(sort: KeysetSort, tie: AnyColumn, valueIsNull: boolean): SQL {
  const { expr, dir, nullable } = sort;
  const value = P('afterValue');
  const id = P('afterId');
  if (dir === 'ASC') {
    if (valueIsNull) return sql`(${expr} is null and ${tie} > ${id})`;
    const later = sql`(${expr}, ${tie}) > (${value}, ${id})`;
    return nullable ? sql`(${later} or ${expr} is null)` : later;
  }
  if (valueIsNull) return sql`((${expr} is null and ${tie} < ${id}) or ${expr} is not null)`;
  return sql`(${expr}, ${tie}) < (${value}, ${id})`;
}

const INT8 = /^-?\d{1,19}$/;
const MAX_TEXT = 600;

/** Whether `value` can be compared with a sort of `kind` (PostgreSQL would answer an error otherwise). */
function fitsKind(value: string, kind: SortKind): boolean {
  if (kind === 'timestamp') return parseTimestamp(value) !== null;
  if (kind === 'int') {
    if (!INT8.test(value)) return false;
    const n = BigInt(value);
    return n >= -(2n ** 63n) && n < 2n ** 63n;
  }
  return value.length <= MAX_TEXT;
}

/** An opaque cursor: the sort it belongs to (`name:ASC`), the last row's sort value and id. */
export function encodeCursor(sortKey: string, after: KeysetAfter): string {
  return Buffer.from(JSON.stringify([sortKey, after.value, after.id])).toString('base64url');
}

/**
 * The row a cursor names, refused (400) unless it is exactly what this server issues for this
 * sort: it must re-encode to the same text, belong to the same sortBy and sortDir, and carry a
 * value of the sort's kind (`2026-02-30` is refused here, not by PostgreSQL).
 */
export function decodeCursor(text: string, sortKey: string, kind: SortKind): KeysetAfter {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  if (Array.isArray(decoded) && decoded.length === 3) {
    const [key, value, id] = decoded as [unknown, unknown, unknown];
    const after = { value: value as string | null, id: id as number };
    if (
      typeof key === 'string' &&
      (value === null || (typeof value === 'string' && fitsKind(value, kind))) &&
      Number.isSafeInteger(id) &&
      (id as number) > 0 &&
      encodeCursor(key, after) === text
    ) {
      if (key !== sortKey) {
        throw badRequest(
          `cursor belongs to another sort (${key}); send it with the sortBy and sortDir it came with.`,
          'INVALID_CURSOR',
        );
      }
      return after;
    }
  }
  throw badRequest('cursor is not one this server issued.', 'INVALID_CURSOR');
}
