/**
 * A picker's answer, one way for every picker (touchpoints, channels, groups, customers, roles):
 * the first `limit` records by name matching a term, or exactly the ones `ids` names, and how many
 * match in all — counted no further than OPTIONS_COUNT_CAP + 1, so the picker can say "Type to search
 * 2,000 touchpoints" without counting a large table to its end.
 */
import { OPTIONS_COUNT_CAP } from '@console/shared/contracts/limits';
import { and, asc, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
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
  search?: string | undefined;
  ids?: number[] | undefined;
  limit?: number | undefined;
}

export interface OptionsSource<S extends PgSelect> {
  /** The options' columns, from their table and its joins (a dynamic select, not yet filtered). */
  rows: () => S;
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

export async function nameOptions<S extends PgSelect>(
  db: Db,
  question: OptionsQuestion,
  source: OptionsSource<S>,
): Promise<{ data: Awaited<S>; total: number }> {
  const term = question.search?.trim() ? likePattern(question.search) : undefined;
  const where = and(
    source.scope,
    question.ids ? inArray(source.id, question.ids) : undefined,
    !question.ids && term !== undefined ? (source.matches?.(term) ?? ilike(source.name, term)) : undefined,
  );
  const rows = source
    .rows()
    .where(where)
    .orderBy(asc(sql`lower(${source.name})`), asc(source.id))
    .limit(question.ids ? question.ids.length : (question.limit ?? source.defaultLimit ?? 10));
  if (question.ids) {
    const data = (await rows) as Awaited<S>;
    return { data, total: data.length };
  }
  const [data, total] = await Promise.all([
    rows as unknown as Promise<Awaited<S>>,
    cappedCount(db, source.ids().where(where), OPTIONS_COUNT_CAP),
  ]);
  return { data, total };
}
