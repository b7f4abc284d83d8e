/**
 * What the command palette's record search finds and where each record opens: no TypeBox here,
 * browsers load it. A kind is searched only for a caller who may open its page, so the permission
 * codes are the route table's for that page (spelled there once).
 */
import type { PermissionCode } from './permissions';
import { SECTIONS } from './route-table';

/** The longest query the search takes (the palette's input stops there; the API answers 400 beyond). */
export const SEARCH_QUERY_MAX = 100;

/** The kinds of record the search finds, in the order the palette lists them. */
export const SEARCH_KINDS = ['order', 'customer', 'touchpoint', 'wallet'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The page that opens a record of each kind (a route-table path with its `:id`). */
export const SEARCH_KIND_PATHS: Record<SearchKind, string> = {
  order: '/transaction/:id',
  customer: '/customer-view/:id',
  touchpoint: '/touchpoint/:id',
  wallet: '/wallet/:id',
};

/** The console path of one record. */
export function searchResultPath(kind: SearchKind, id: number): string {
  return SEARCH_KIND_PATHS[kind].replace(':id', String(id));
}

/** The codes that open a kind's page (at least one is needed), as the route table has them. */
export function searchKindCodes(kind: SearchKind): PermissionCode[] {
  const path = SEARCH_KIND_PATHS[kind];
  const item = SECTIONS.flatMap((section) => section.items).find((i) => i.paths.includes(path));
  if (!item || item.codes.length === 0) throw new Error(`The route table gives ${path} no permission code.`);
  return item.codes;
}
