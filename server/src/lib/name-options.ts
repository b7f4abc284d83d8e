/**
 * A picker's answer, one way for every picker (touchpoints, channels, groups, customers, roles):
 * the first `limit` records by name matching a term — or the next ones after a cursor — or exactly
 * the ones `ids` names, and how many match in all, counted no further than OPTIONS_COUNT_CAP + 1, so
 * the picker can say "Type to search 2,000 touchpoints" without counting a large table to its end.
 */
import { OPTIONS_COUNT_CAP } from '@console/shared/contracts/limits';
import { and, asc, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { cutPage, decodeCursor, intLimitOf, keysetFields, type KeysetSort } from './keyset';
import { likePattern } from './list';

/**
 * The number of rows `selection` yields, read up to `cap + 1`: a count above `cap` means "more
 * than cap", and never costs more than reading `cap + 1` index entries.
 */
export async function cappedCount(db: Db, selection: PgSelect, cap: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(selection.limit(cap + 1).as('capped'));
  return Number(row?.n ?? 0);
}

export interface OptionsQuestion {
  q?: string | undefined;
  /** `q`'s name before kit 1.6 (a remote built earlier sends it). */
  search?: string | undefined;
  ids?: number[] | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

export interface OptionsSource<S extends PgSelect> {
  /**
   * The options' columns and `extra` (what names the last one in a cursor), from their table and
   * its joins: a dynamic select, not yet filtered.
   */
  rows: (extra: SelectedFields) => S;
  /** The same table and joins selecting the id only, for the count. */
  ids: () => PgSelect;
  id: AnyPgColumn;
  /** What options are sorted by (case aside, then by id) and, unless `matches` says otherwise, searched. */
  name: AnyPgColumn | SQL;
  /** The tenant's live records, narrowed by the question's other fields. */
  scope: SQL | undefined;
  /** Whether a record matches a term's LIKE pattern (default: its name contains the term). */
  matches?: (pattern: string) => SQL | undefined;
  /** How many options a question without `limit` gets. */
  defaultLimit?: number;
}

/** Options are read by name, case aside, then by id: the order a cursor continues. */
const OPTIONS_SORT_KEY = 'name:ASC';

export async function nameOptions<S extends PgSelect>(
  db: Db,
  question: OptionsQuestion,
  source: OptionsSource<S>,
): Promise<{ data: Awaited<S>; total: number; nextCursor: string | null }> {
  const sort: KeysetSort = {
    expr: sql`lower(${source.name})`,
    dir: 'ASC',
    nullable: false,
    kind: 'text',
    intLimit: intLimitOf(source.id),
  };
  const after = question.cursor ? decodeCursor(question.cursor, OPTIONS_SORT_KEY, sort, source.id) : undefined;
  const typed = (question.q ?? question.search)?.trim();
  const term = typed ? likePattern(typed) : undefined;
  const where = and(
    source.scope,
    question.ids ? inArray(source.id, question.ids) : undefined,
    !question.ids && term !== undefined ? (source.matches?.(term) ?? ilike(source.name, term)) : undefined,
  );
  if (question.ids) {
    const data = await source.rows({}).where(where).orderBy(asc(sort.expr), asc(source.id)).limit(question.ids.length);
    return { data: data as Awaited<S>, total: data.length, nextCursor: null };
  }
  const limit = question.limit ?? source.defaultLimit ?? 10;
  // One row more than asked says whether there is a next page without counting.
  const rows = source
    .rows(keysetFields(sort, source.id))
    .where(and(where, after ? sql`(${sort.expr}, ${source.id}) > (${after.value}, ${after.id})` : undefined))
    .orderBy(asc(sort.expr), asc(source.id))
    .limit(limit + 1) as unknown as Promise<(Record<string, unknown> & { __sort: string | null; __tie: number })[]>;
  const [read, total] = await Promise.all([rows, cappedCount(db, source.ids().where(where), OPTIONS_COUNT_CAP)]);
  const page = cutPage(read, limit, OPTIONS_SORT_KEY);
  const data = page.rows.map(({ __sort: _sort, __tie: _tie, ...option }) => option);
  return { data: data as Awaited<S>, total, nextCursor: page.nextCursor };
}

/** A table whose rows are options by themselves: each an id and a name. */
type NamedTable = PgTable & { id: AnyPgColumn; name: AnyPgColumn };

/** The options of one table's rows under `scope` (the tenant's, live): each its id and name. */
export function tableOptions(
  db: Db,
  question: OptionsQuestion,
  table: NamedTable,
  scope: SQL | undefined,
): Promise<{ data: { id: number; name: string }[]; total: number; nextCursor: string | null }> {
  return nameOptions(db, question, {
    rows: (extra) =>
      db
        .select({ id: table.id, name: table.name, ...extra })
        .from(table)
        .$dynamic(),
    ids: () => db.select({ id: table.id }).from(table).$dynamic(),
    id: table.id,
    name: table.name,
    scope,
  }) as Promise<{ data: { id: number; name: string }[]; total: number; nextCursor: string | null }>;
}
