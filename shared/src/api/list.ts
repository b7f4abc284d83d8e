/** The generic list payload (SPEC §7): offset is (page-1)*limit; sortDir upper-case. */
import type { Pagination } from '../contracts/common';

export interface ListParams {
  page: number;
  pageSize: number;
  sortBy?: string | undefined;
  sortDir?: 'ASC' | 'DESC' | undefined;
  filters?: Record<string, unknown>;
}

export interface ListPage<T> {
  data: T[];
  pagination: Pagination;
}

/** Filter values of "ALL" or empty mean "no filter" and are left out. */
export function listPayload({ page, pageSize, sortBy, sortDir, filters = {} }: ListParams): Record<string, unknown> {
  const body: Record<string, unknown> = { offset: (Math.max(1, page) - 1) * pageSize, limit: pageSize };
  if (sortBy) {
    body.sortBy = sortBy;
    body.sortDir = sortDir ?? 'ASC';
  }
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '' || value === ALL_OPTION.id) continue;
    body[key] = typeof value === 'string' ? value.trim() : value;
  }
  return body;
}

/** The all-option of every filter dropdown (SPEC §3). */
export const ALL_OPTION = { id: 'ALL', text: 'All' } as const;

/**
 * Filters as the API expects them: the named id filters (held as text in the URL) become numbers,
 * and a value that is no id (a hand-edited URL: `group_id=abc`) is dropped rather than sent to be
 * refused. "ALL" and empty stay for `listPayload` to drop.
 */
export function withIdFilters(filters: Record<string, unknown>, idNames: string[]): Record<string, unknown> {
  const out = { ...filters };
  for (const name of idNames) {
    const value = out[name];
    if (typeof value !== 'string' || value === '' || value === ALL_OPTION.id) continue;
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    out[name] = id >= 1 && id <= 2147483647 ? id : undefined;
  }
  return out;
}
