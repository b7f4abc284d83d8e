/**
 * The list contract shared by every resource (SPEC §7): clamp the limit, whitelist the
 * sort, bound the offset, count with a ceiling and fall back to the planner's estimate
 * above it, so a list stays fast at a million rows.
 */
import { createHash } from 'node:crypto';
import { asc, desc, fillPlaceholders, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client';
import { badRequest } from './http-errors';

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** Deeper than this, a list is read with its keyset cursor (OFFSET cost grows with depth). */
export const MAX_OFFSET = 10_000;
/** Above this many rows `total` is the planner's estimate and says so. */
export const EXACT_COUNT_CEILING = 10_000;

export interface ListBody {
  offset?: number | undefined;
  limit?: unknown;
  sortBy?: string | undefined;
  sortDir?: 'ASC' | 'DESC' | undefined;
}

export interface ListSpec<K extends string> {
  sortable: Record<K, AnyColumn | SQL>;
  defaultSort: { by: K; dir: 'ASC' | 'DESC' };
  /** A unique column appended to every ORDER BY so pages never overlap. */
  tieBreaker: AnyColumn;
}

export interface ListWindow {
  limit: number;
  offset: number;
  currentPage: number;
  orderBy: SQL[];
  /** The sort as a shape key: `name:ASC`. */
  sortKey: string;
}

export function clampLimit(limit: unknown): number {
  const n = typeof limit === 'string' && limit.trim() !== '' ? Number(limit) : limit;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return DEFAULT_LIMIT;
  return Math.min(n, MAX_LIMIT);
}

export function listWindow<K extends string>(body: ListBody, spec: ListSpec<K>): ListWindow {
  const limit = clampLimit(body.limit);
  const offset = body.offset ?? 0;
  if (offset > MAX_OFFSET) {
    throw badRequest(`offset must be at most ${MAX_OFFSET}; read deeper pages with pagination.nextCursor.`);
  }
  const by = body.sortBy ?? spec.defaultSort.by;
  if (!Object.hasOwn(spec.sortable, by)) {
    throw badRequest(`sortBy must be one of: ${Object.keys(spec.sortable).join(', ')}.`, 'INVALID_SORT');
  }
  const dir = body.sortDir ?? (body.sortBy ? 'ASC' : spec.defaultSort.dir);
  const column = spec.sortable[by as K];
  const order = dir === 'DESC' ? desc : asc;
  return {
    limit,
    offset,
    currentPage: Math.floor(offset / limit) + 1,
    orderBy: [order(column), order(spec.tieBreaker)],
    sortKey: `${by}:${dir}`,
  };
}

type Prepared = { execute(values?: Record<string, unknown>): Promise<unknown[]> };
type Preparable = { prepare(name: string): Prepared; toSQL(): { sql: string; params: unknown[] } };

const statements = new WeakMap<object, Map<string, Prepared>>();

/**
 * A query built once per database and shape, then executed with placeholders: Drizzle
 * builds no SQL on the hot path and PostgreSQL plans a named statement once per connection.
 * `key` names the shape (which filters, which sort) and must decide the SQL text alone.
 */
export function statement(db: DbOrTx, key: string, build: () => Preparable): Prepared {
  let byKey = statements.get(db);
  if (!byKey) statements.set(db, (byKey = new Map()));
  let prepared = byKey.get(key);
  if (!prepared) {
    prepared = build().prepare(`q_${createHash('sha1').update(key).digest('hex').slice(0, 20)}`);
    byKey.set(key, prepared);
  }
  return prepared;
}

const estimates = new Map<string, { value: number; at: number }>();
const ESTIMATE_TTL_MS = 30_000;

export interface PageQuery {
  /** The shape (filters present, sort, paging mode): it alone decides the SQL text. */
  key: string;
  /** The page's select with `extra` fields added to its selection. */
  page: (extra: Record<string, SQL>) => Preparable;
  /** A select of the list's ids under the same filters (no sort, no paging). */
  ids: () => PgSelect;
  /** Values of the filter placeholders, shared by `page` and `ids`. */
  filters: Record<string, unknown>;
  /** Values only the page reads: limit, offset, a cursor. */
  window: Record<string, unknown>;
}

export type Total = { total: number; estimate: boolean };

/**
 * One round trip for a page and its total: the count rides along as an uncorrelated
 * subquery (computed once), capped at the ceiling. Above the ceiling the total is the
 * planner's estimate, labelled and cached briefly, and the page runs alone, so a
 * million-row list never counts a million rows per request.
 */
export async function pageWithTotal<R>(db: Db, q: PageQuery): Promise<{ rows: R[]; total: Total }> {
  const estimateKey = `${q.key}|${JSON.stringify(q.filters)}`;
  const values = { ...q.filters, ...q.window };
  const cached = estimates.get(estimateKey);
  if (cached && Date.now() - cached.at < ESTIMATE_TTL_MS) {
    const rows = (await statement(db, `${q.key}#page`, () => q.page({})).execute(values)) as R[];
    return { rows, total: { total: cached.value, estimate: true } };
  }
  const capped = () => q.ids().limit(EXACT_COUNT_CEILING + 1);
  const rows = (await statement(db, `${q.key}#page+total`, () =>
    q.page({ __total: sql<number>`(select count(*)::int from (${capped()}) as capped)` }),
  ).execute(values)) as (R & { __total: number })[];
  let n: number;
  if (rows.length > 0) {
    n = Number(rows[0]!.__total);
  } else {
    // An empty page (past the end) carries no total: count alone.
    const count = statement(db, `${q.key}#total`, () =>
      db.select({ n: sql<number>`count(*)::int` }).from(capped().as('capped')),
    );
    n = Number(((await count.execute(q.filters)) as { n: number }[])[0]?.n ?? 0);
  }
  if (n <= EXACT_COUNT_CEILING) return { rows, total: { total: n, estimate: false } };

  const query = q.ids().toSQL();
  const client = (db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }).$client;
  const plan = await client.query(`explain (format json) ${query.sql}`, fillPlaceholders(query.params, q.filters));
  const value = Math.max(n, planRows(rowsOf(plan)[0]));
  if (estimates.size > 10_000) estimates.clear();
  estimates.set(estimateKey, { value, at: Date.now() });
  return { rows, total: { total: value, estimate: true } };
}

/** Both drivers answer `execute` with `{ rows }`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

function planRows(row: unknown): number {
  const cell = Object.values(row as Record<string, unknown>)[0];
  const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

export function pagination(
  window: Pick<ListWindow, 'limit' | 'offset' | 'currentPage'>,
  total: { total: number; estimate: boolean },
  nextCursor?: string | null,
) {
  return {
    limit: window.limit,
    offset: window.offset,
    total: total.total,
    currentPage: window.currentPage,
    ...(total.estimate ? { totalIsEstimate: true } : {}),
    ...(nextCursor !== undefined ? { nextCursor } : {}),
  };
}

/** A filter's value, or undefined when it means "no filter": absent, empty, or the all-option "ALL" (SPEC §3). */
export function chosenFilter<T>(value: T | 'ALL' | '' | undefined): T | undefined {
  return value === undefined || value === 'ALL' || value === '' ? undefined : (value as T);
}

/** Which optional filters are present, as part of a statement's shape key. */
export function filterShape(filters: Record<string, unknown>): string {
  return Object.keys(filters)
    .filter((k) => filters[k] !== undefined)
    .sort()
    .join(',');
}

/** `%term%` for ILIKE with the user's wildcards escaped. */
export function likePattern(term: string): string {
  return `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ListQuery<R, D> {
  /** Names the list in statement keys; with the sort and the filters present it is the shape. */
  name: string;
  window: ListWindow;
  /** Filter values by placeholder name (undefined: the filter is off). */
  filters: Record<string, unknown>;
  /** The page's select (columns plus `extra`, joins, WHERE) before its order and paging. */
  select: (extra: Record<string, SQL>) => PgSelect;
  /** The ids under the same WHERE, joining only what the filters need (for the total). */
  ids: () => PgSelect;
  present: (row: R) => D;
}

/** A list endpoint's answer: one page in the window's order and the pagination with its total. */
export async function listPage<R, D>(db: Db, q: ListQuery<R, D>) {
  const { rows, total } = await pageWithTotal<R>(db, {
    key: `${q.name}|${q.window.sortKey}|${filterShape(q.filters)}`,
    page: (extra) =>
      q
        .select(extra)
        .orderBy(...q.window.orderBy)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    ids: q.ids,
    filters: q.filters,
    window: { limit: q.window.limit, offset: q.window.offset },
  });
  return { data: rows.map(q.present), pagination: pagination(q.window, total) };
}
