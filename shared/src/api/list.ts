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
 * Filters as the API expects them: the named id filters (held as text in the URL) become numbers;
 * "ALL", empty and anything that is not an id are left for `listPayload` to drop or send as is.
 */
export function withIdFilters(filters: Record<string, unknown>, idNames: string[]): Record<string, unknown> {
  const out = { ...filters };
  for (const name of idNames) {
    const value = out[name];
    if (typeof value === 'string' && /^\d{1,10}$/.test(value)) out[name] = Number(value);
  }
  return out;
}
