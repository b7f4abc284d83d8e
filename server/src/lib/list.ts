/**
 * The list contract shared by every resource (SPEC §7): clamp the limit, whitelist the
 * sort, bound the offset, count with a ceiling and fall back to the planner's estimate
 * above it, so a list stays fast at a million rows.
 */
import { asc, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
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
  };
}

const dialect = new PgDialect();
const estimateCache = new Map<string, { value: number; at: number }>();
const ESTIMATE_TTL_MS = 30_000;

/**
 * Counts the rows of `idQuery` up to the ceiling; above it, answers the planner's estimate
 * (cached briefly) so a count never scans a million rows per request.
 */
export async function boundedTotal(db: DbOrTx, idQuery: SQLWrapper): Promise<{ total: number; estimate: boolean }> {
  const capped = await db.execute(
    sql`select count(*)::int as n from (${idQuery} limit ${EXACT_COUNT_CEILING + 1}) as capped`,
  );
  const n = Number(rowsOf(capped)[0]?.n);
  if (n <= EXACT_COUNT_CEILING) return { total: n, estimate: false };

  const query = idQuery.getSQL();
  const key = JSON.stringify(dialect.sqlToQuery(query));
  const cached = estimateCache.get(key);
  if (cached && Date.now() - cached.at < ESTIMATE_TTL_MS) return { total: cached.value, estimate: true };
  const plan = await db.execute(sql`explain (format json) ${query}`);
  const value = Math.max(n, planRows(rowsOf(plan)[0]));
  estimateCache.set(key, { value, at: Date.now() });
  return { total: value, estimate: true };
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
  window: ListWindow,
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

/** `%term%` for ILIKE with the user's wildcards escaped. */
export function likePattern(term: string): string {
  return `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
