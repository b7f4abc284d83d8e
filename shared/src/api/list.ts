/** A list endpoint's answer: one page and its pagination. */
import type { Pagination } from '../contracts/common';

export interface ListPage<T> {
  data: T[];
  pagination: Pagination;
}

/** The all-option of every filter dropdown. */
export const ALL_OPTION = { id: 'ALL', text: 'All' } as const;
