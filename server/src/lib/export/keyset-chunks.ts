/**
 * Reads a whole list in its sort order a chunk at a time, each chunk one short statement that
 * starts after the last row of the one before (a keyset on the sort value and the unique id).
 * No transaction or server cursor is held between chunks, so on PGlite, which runs one
 * statement at a time, every other request gets its turn between two chunks, and memory holds
 * one chunk whatever the list's size.
 */
import { and, asc, desc, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { statement } from '../../db/statement-cache';
import { keysetAfter, keysetFields, type KeysetSort } from '../keyset';

/**
 * Rows per statement. On PGlite a statement runs on the API's own thread, so a chunk's read is
 * time no other request gets: 250 rows keep each under a few milliseconds (1 000 doubled the
 * health check's p99 during a 100 000-row export, bench `export-health`).
 */
const EXPORT_CHUNK_ROWS = 250;

export interface KeysetSource {
  /** Names the statements: the list, its sort and the filters present (it alone decides the SQL). */
  key: string;
  /** The sort as the list orders it (`ListWindow.sort`). */
  sort: KeysetSort;
  /** The unique column that breaks ties (and orders in the same direction). */
  tie: AnyColumn;
  /** The select with `extra` fields added, before WHERE. */
  from: (extra: Record<string, SQL>) => PgSelect;
  /** The list's filters, on placeholders named as in `filters`. */
  where: () => SQL | undefined;
  filters: Record<string, unknown>;
  chunkRows?: ChunkRows;
}

/** Rows per read: a number, or asked before each read (a report reads less while the API is busy). */
export type ChunkRows = number | (() => number);

export async function* keysetChunks<R extends Record<string, unknown>>(
  db: Db,
  source: KeysetSource,
): AsyncGenerator<R[]> {
  const { sort, tie } = source;
  const rowsPerRead = () => {
    const n = typeof source.chunkRows === 'function' ? source.chunkRows() : (source.chunkRows ?? EXPORT_CHUNK_ROWS);
    if (!Number.isInteger(n) || n < 1) throw new Error(`chunkRows must be a positive integer, not ${n}`);
    return n;
  };
  const order = sort.dir === 'DESC' ? desc : asc;
  const build = (mode: 'first' | 'value' | 'null', chunk: number) => () =>
    source
      .from(keysetFields(sort, tie))
      .where(and(source.where(), mode === 'first' ? undefined : keysetAfter(sort, tie, mode === 'null')))
      .orderBy(order(sort.expr), order(tie))
      // Written into the statement, as a list page's size is (lib/list.ts): under `limit $n`
      // PostgreSQL would plan every chunk again.
      .limit(sql.raw(String(chunk)) as unknown as number);

  let cursor: { value: string | null; id: number } | undefined;
  for (;;) {
    const mode = !cursor ? 'first' : cursor.value === null ? 'null' : 'value';
    const chunk = rowsPerRead();
    const rows = (await statement(db, `${source.key}#keyset-${mode}-${chunk}`, build(mode, chunk)).execute({
      ...source.filters,
      ...(cursor ? { afterValue: cursor.value, afterId: cursor.id } : {}),
    })) as (R & { __sort: string | null; __tie: number })[];
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < chunk) return;
    const last = rows[rows.length - 1]!;
    cursor = { value: last.__sort, id: Number(last.__tie) };
  }
}
