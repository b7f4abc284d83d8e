/**
 * The list contract shared by every resource: clamp the limit, whitelist the
 * sort, bound the offset, page deeper by keyset cursor, count with a ceiling and fall back
 * to the planner's estimate above it, so a list stays fast at a million rows.
 */
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { and, asc, desc, fillPlaceholders, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { statement, type Preparable } from '../db/statement-cache';
import { badRequest } from './http-errors';
import {
  cutPage,
  decodeCursor,
  keysetAfter,
  keysetFields,
  sortOf,
  type KeysetAfter,
  type KeysetSort,
  type SortKind,
} from './keyset';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;
/** Deeper than this, a list is read with its keyset cursor (OFFSET cost grows with depth). */
const MAX_OFFSET = 10_000;
/** Above this many rows `total` is the planner's estimate and says so. */
export const EXACT_COUNT_CEILING = 10_000;

export interface ListBody {
  offset?: number | undefined;
  limit?: unknown;
  sortBy?: string | undefined;
  sortDir?: 'ASC' | 'DESC' | undefined;
  /** `pagination.nextCursor` of the previous page (same sortBy and sortDir): offset is then ignored. */
  cursor?: string | undefined;
}

export interface ListSpec<K extends string> {
  sortable: Record<K, AnyColumn | SQL>;
  /** The kind of a sortable expression that is not text (a column's kind is read from its type). */
  sortKinds?: Partial<Record<K, SortKind>>;
  defaultSort: { by: K; dir: 'ASC' | 'DESC' };
  /** A unique column appended to every ORDER BY so pages never overlap. */
  tieBreaker: AnyColumn;
}

export interface ListWindow {
  limit: number;
  /** The offset asked for (echoed in the pagination; 0 in the SQL when a cursor is given). */
  offset: number;
  currentPage: number;
  orderBy: SQL[];
  /** The sort as a shape key: `name:ASC`. */
  sortKey: string;
  sort: KeysetSort;
  tie: AnyColumn;
  /** The row the cursor named: the page starts after it. */
  after: KeysetAfter | undefined;
}

export function clampLimit(limit: unknown): number {
  const n = typeof limit === 'string' && limit.trim() !== '' ? Number(limit) : limit;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return DEFAULT_LIMIT;
  return Math.min(n, MAX_LIMIT);
}

export function listWindow<K extends string>(body: ListBody, spec: ListSpec<K>): ListWindow {
  const limit = clampLimit(body.limit);
  const offset = body.offset ?? 0;
  const by = body.sortBy ?? spec.defaultSort.by;
  if (!Object.hasOwn(spec.sortable, by)) {
    throw badRequest(`sortBy must be one of: ${Object.keys(spec.sortable).join(', ')}.`, 'INVALID_SORT');
  }
  const dir = body.sortDir ?? (body.sortBy ? 'ASC' : spec.defaultSort.dir);
  const sort = sortOf(spec.sortable[by as K], dir, spec.sortKinds?.[by as K]);
  const sortKey = `${by}:${dir}`;
  const after = body.cursor ? decodeCursor(body.cursor, sortKey, sort, spec.tieBreaker) : undefined;
  if (!after && offset > MAX_OFFSET) {
    throw badRequest(`offset must be at most ${MAX_OFFSET}; read deeper pages with pagination.nextCursor.`);
  }
  const order = dir === 'DESC' ? desc : asc;
  return {
    limit,
    offset,
    currentPage: Math.floor(offset / limit) + 1,
    orderBy: [order(sort.expr), order(spec.tieBreaker)],
    sortKey,
    sort,
    tie: spec.tieBreaker,
    after,
  };
}

/** The paging part of a statement's shape: by offset, or after a row with a value or a NULL. */
function pagingShape(window: ListWindow): string {
  const paging = !window.after
    ? window.offset > 0
      ? 'offset'
      : 'first'
    : window.after.value === null
      ? 'after-null'
      : 'after';
  return `${paging}|limit=${readLimit(window)}`;
}

/** The page's own condition: after the cursor's row, or none when paging by offset. */
function keysetOf(window: ListWindow): SQL | undefined {
  return window.after ? keysetAfter(window.sort, window.tie, window.after.value === null) : undefined;
}

/** Page sizes a statement is written for: any other size reads the next one up and keeps its own. */
const READ_SIZES = [10, 20, 25, 50, MAX_LIMIT] as const;

/**
 * Rows a page's statement reads: the page size rounded up to one of `READ_SIZES` (so a list has
 * five statements at most, whatever sizes clients ask), plus one to know whether a page follows.
 */
function readLimit(window: ListWindow): number {
  return (READ_SIZES.find((size) => size >= window.limit) ?? MAX_LIMIT) + 1;
}

/**
 * Values of the page's own placeholders. More rows than the page are read (`readLimit`, written
 * into the statement), so the last page is known as such (its nextCursor is null) without
 * another query.
 */
function pageValues(window: ListWindow): Record<string, unknown> {
  return {
    ...(!window.after && window.offset > 0 ? { offset: window.offset } : {}),
    ...(window.after ? { afterValue: window.after.value, afterId: window.after.id } : {}),
  };
}

/** Fields a page selects besides its columns, so its last row can name the next page. */
const cursorFields = (window: ListWindow) => keysetFields(window.sort, window.tie);

const ESTIMATE_TTL_MS = 30_000;
/**
 * The planner's estimate of a list above the ceiling, per shape and filter values (a search text
 * is a key of its own): the least recently used go first, and each lives 30 s.
 */
const estimates = new LRUCache<string, number>({ max: 10_000, ttl: ESTIMATE_TTL_MS });

interface PageQuery {
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
async function pageWithTotal<R>(db: Db, q: PageQuery): Promise<{ rows: R[]; total: Total }> {
  const estimateKey = `${q.key}|${JSON.stringify(q.filters)}`;
  const counted = { ...q.filters, countCap: EXACT_COUNT_CEILING + 1 };
  const values = { ...counted, ...q.window };
  const cached = estimates.get(estimateKey);
  if (cached !== undefined) {
    const rows = (await statement(db, `${q.key}#page`, () => q.page({})).execute(values)) as R[];
    return { rows, total: { total: cached, estimate: true } };
  }
  const capped = () => q.ids().limit(sql.placeholder('countCap'));
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
    n = Number(((await count.execute(counted)) as { n: number }[])[0]?.n ?? 0);
  }
  if (n <= EXACT_COUNT_CEILING) return { rows, total: { total: n, estimate: false } };

  const query = q.ids().toSQL();
  const client = (db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }).$client;
  const plan = await client.query(`explain (format json) ${query.sql}`, fillPlaceholders(query.params, q.filters));
  const value = Math.max(n, planRows(rowsOf(plan)[0]));
  estimates.set(estimateKey, value);
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

export function pagination(window: ListWindow, total: Total, nextCursor: string | null) {
  return {
    limit: window.limit,
    offset: window.offset,
    total: total.total,
    currentPage: window.currentPage,
    ...(total.estimate ? { totalIsEstimate: true } : {}),
    nextCursor,
  };
}

/** A filter's value, or undefined when it means "no filter": absent, empty, or the all-option "ALL". */
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

export interface PageSource {
  /** Names the list in statement keys; with the sort, the paging and the filters present it is the shape. */
  name: string;
  window: ListWindow;
  /** Filter values by placeholder name (undefined: the filter is off). */
  filters: Record<string, unknown>;
  /** The page's select (columns plus `extra`, joins) before its WHERE, order and paging. */
  from: (extra: Record<string, SQL>) => PgSelect;
  /** The list's filters, on placeholders named after `filters`' keys. */
  where: () => SQL | undefined;
  /** The ids under the same WHERE, joining only what the filters need (for the total). */
  ids: () => PgSelect;
}

/**
 * One page of a list in the window's order — after the cursor's row when there is one — with
 * its pagination (total and the next page's cursor). Rows are as selected by `from`.
 */
export async function readPage<R>(db: Db, q: PageSource) {
  const { window } = q;
  const { rows, total } = await pageWithTotal<R>(db, {
    key: `${q.name}|${window.sortKey}|${pagingShape(window)}|${filterShape(q.filters)}`,
    page: (extra) =>
      q
        .from({ ...cursorFields(window), ...extra })
        .where(and(q.where(), keysetOf(window)))
        .orderBy(...window.orderBy)
        // The page's size is written into the statement (one per size in READ_SIZES), and an
        // offset only when there is one. Under `limit $n` PostgreSQL's generic plan assumes a tenth
        // of the table, looks dearer than a plan for the values, and so every call is planned
        // again: 1 ms of database CPU for each Touchpoint Orders page at a million orders.
        .limit(sql.raw(String(readLimit(window))) as unknown as number)
        .offset(!window.after && window.offset > 0 ? sql.placeholder('offset') : 0),
    ids: q.ids,
    filters: q.filters,
    window: pageValues(window),
  });
  const page = cutPage(rows, window.limit, window.sortKey);
  return { rows: page.rows, pagination: pagination(window, total, page.nextCursor) };
}

/**
 * A page as the wire carries it: each row presented by `present` (a service's row→wire mapper),
 * the pagination as the repository read it.
 */
export function presentPage<R, W, P>(page: { rows: R[]; pagination: P }, present: (row: R) => W) {
  return { data: page.rows.map((row) => present(row)), pagination: page.pagination };
}

/** The row type a select of `columns` answers (columns and `sql<T>` expressions alike). */
export type RowOf<TColumns> = SelectResultFields<TColumns>;
