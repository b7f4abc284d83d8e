/** A list endpoint's answer: one page and its pagination. */
import type { Pagination } from '../contracts/common';

export interface ListPage<T> {
  data: T[];
  pagination: Pagination;
}

/** The all-option of every filter dropdown: its id; the dropdown names it by the kit's `all.option`. */
export const ALL_OPTION = { id: 'ALL' } as const;

/** How many matches a picker lists: typing narrows, and the count says how many more there are. */
export const PICKER_MATCHES = 20;

/** A picker's question (`POST …/options`) for what was typed: its first `limit` matches, or of all when nothing is. */
export function optionsQuestion(typed: string, limit: number = PICKER_MATCHES): { q?: string; limit: number } {
  const q = typed.trim();
  return q ? { q, limit } : { limit };
}
