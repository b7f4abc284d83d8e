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
import { P } from '../db/statement-cache';

/** How a sort value is compared, and so how a value sent back in a cursor is checked. */
export type SortKind = 'int' | 'text' | 'timestamp' | 'boolean';

export interface KeysetSort {
  expr: AnyColumn | SQL;
  dir: 'ASC' | 'DESC';
  /** A nullable column (or any expression): NULL values get their own comparison. */
  nullable: boolean;
  kind: SortKind;
  /** For an `int` sort: the bound of its type (int2, int4 or int8), which a cursor's value must stay inside. */
  intLimit: bigint;
}

/** Where a page starts: after the row whose sort value (as text; null for NULL) and id these are. */
export interface KeysetAfter {
  value: string | null;
  id: number;
}

/**
 * The exclusive bound of the whole numbers `expr` holds: PostgreSQL answers an error (not "no
 * rows") when a value compared with an int4 column is outside int4. An expression a list declares
 * `int` is an int4 (a `count(*)::int`, or a cast to it).
 */
export function intLimitOf(expr: AnyColumn | SQL): bigint {
  if (!is(expr, Column)) return 2n ** 31n;
  const type = (expr as AnyColumn).columnType;
  if (type === 'PgSmallInt' || type === 'PgSmallSerial') return 2n ** 15n;
  if (type === 'PgInteger' || type === 'PgSerial') return 2n ** 31n;
  return 2n ** 63n;
}

const INT_COLUMNS = new Set([
  'PgSmallInt',
  'PgSmallSerial',
  'PgInteger',
  'PgSerial',
  'PgBigInt53',
  'PgBigInt64',
  'PgBigSerial53',
  'PgBigSerial64',
]);
const TEXT_COLUMNS = new Set(['PgText', 'PgVarchar', 'PgChar', 'PgEnumColumn']);

/**
 * A column's kind from its type. A type no kind checks (numeric, date, uuid, …) throws rather than
 * pass a client's text to PostgreSQL, which would answer an error (a 500) for a malformed one.
 */
function kindOf(column: AnyColumn): SortKind {
  const type = column.columnType;
  if (type.includes('Timestamp')) return 'timestamp';
  if (INT_COLUMNS.has(type)) return 'int';
  if (type === 'PgBoolean') return 'boolean';
  if (TEXT_COLUMNS.has(type)) return 'text';
  throw new Error(`keyset: no cursor check for ${column.name} (${type}); add a SortKind for it`);
}

/** A column's kind from its type; an expression's is given by its list (text unless said). */
export function sortOf(expr: AnyColumn | SQL, dir: 'ASC' | 'DESC', kind?: SortKind): KeysetSort {
  const intLimit = intLimitOf(expr);
  if (is(expr, Column)) {
    const column = expr as AnyColumn;
    return { expr, dir, nullable: !column.notNull, kind: kind ?? kindOf(column), intLimit };
  }
  return { expr, dir, nullable: true, kind: kind ?? 'text', intLimit };
}

/** The sort value and the id a page's rows carry, to name the last one in a cursor. */
export function keysetFields(sort: KeysetSort, tie: AnyColumn) {
  return { __sort: sql<string | null>`(${sort.expr})::text`, __tie: sql<number>`${tie}` };
}

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

/** A whole number as PostgreSQL writes one: no sign on zero, no leading zeros. */
const CANONICAL_INT = /^(0|-?[1-9][0-9]{0,18})$/;
const MAX_TEXT = 600;
/** What no text column holds: NUL (PostgreSQL refuses it in text) and lone surrogates (no UTF-8 for them). */
const NOT_TEXT = /\p{Cs}/u;

/** Whether `value` can be compared with `sort` (PostgreSQL would answer an error otherwise). */
function fitsSort(value: string, sort: KeysetSort): boolean {
  if (sort.kind === 'timestamp') return parseTimestamp(value) !== null;
  // PostgreSQL writes a boolean as text this way, and the page's last row is read as text.
  if (sort.kind === 'boolean') return value === 'true' || value === 'false';
  if (sort.kind === 'int') {
    if (!CANONICAL_INT.test(value)) return false;
    const n = BigInt(value);
    return n >= -sort.intLimit && n < sort.intLimit;
  }
  return value.length <= MAX_TEXT && !value.includes('\u0000') && !NOT_TEXT.test(value);
}

/**
 * A page read one row past `limit` (which says whether another page follows, without counting):
 * the page, and the cursor after its last row (its `keysetFields`), null on the last page.
 */
export function cutPage<R>(rows: R[], limit: number, sortKey: string): { rows: R[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1] as { __sort: string | null; __tie: number | string };
  return { rows: page, nextCursor: encodeCursor(sortKey, { value: last.__sort, id: Number(last.__tie) }) };
}

/** An opaque cursor: the sort it belongs to (`name:ASC`), the last row's sort value and id. */
export function encodeCursor(sortKey: string, after: KeysetAfter): string {
  return Buffer.from(JSON.stringify([sortKey, after.value, after.id])).toString('base64url');
}

/**
 * The row a cursor names, refused (400) unless it is exactly what this server issues for this
 * sort: it must re-encode to the same text, belong to the same sortBy and sortDir, and carry a
 * value of the sort's kind and range and an id of the tie-breaker's range (`2026-02-30`, an int4
 * column's 2147483648 and a NUL in text are refused here, not by PostgreSQL with a 500).
 */
export function decodeCursor(text: string, sortKey: string, sort: KeysetSort, tie: AnyColumn): KeysetAfter {
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
      (value === null || (typeof value === 'string' && fitsSort(value, sort))) &&
      Number.isSafeInteger(id) &&
      (id as number) > 0 &&
      BigInt(id as number) < intLimitOf(tie) &&
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
