/**
 * Saved views of a list: a name for the list's URL search (its filters, sort, page size and
 * columns), kept on the server per user and list. This file holds what both sides read at run
 * time and carries no TypeBox (the kit imports it): which list pages have views and the endpoint
 * each one reads (defined here once), the names a view may hold beside that endpoint's filters,
 * and who may open a list. The wire schemas are in `saved-view-schemas.ts`.
 */
import type { EndpointKey } from './endpoints';
import { can, ADMIN_ROLE_CODE, PLATFORM_ROLE_CODE } from './permissions';
import { SECTIONS } from './route-table';

/** Every list page with saved views (its path in the route table) → the endpoint its rows come from. */
export const SAVED_VIEW_LISTS = {
  '/users-list': 'POST /merchant/users/list',
  '/roles': 'POST /merchant/roles/list',
  '/audit-log': 'POST /merchant/audit/list',
  '/instituition-list': 'POST /merchant/institutions/list',
  '/institution-list': 'POST /merchant/institutions/list',
  '/rules': 'POST /merchant/rules/list',
  '/channel-list': 'POST /merchant/channels/list',
  '/touchpoint-list': 'POST /merchant/touchpoints/list',
  '/touchpoint-groups-list': 'POST /merchant/touchpoint-groups/list',
  '/sync-touchpoint': 'POST /merchant/sync-runs/list',
  '/customer-list': 'POST /customer/customers/list',
  '/group-list': 'POST /customer/customer-groups/list',
  '/wallet-list': 'POST /customer/wallet/list',
  '/transaction-list': 'POST /transaction/orders/list',
  '/transaction-wallet-list': 'POST /customer/wallet/transaction-list',
  '/request-list': 'POST /customer/requests/list',
  '/reports': 'POST /report/reports/list',
} as const satisfies Record<string, EndpointKey>;

export type SavedViewListPath = keyof typeof SAVED_VIEW_LISTS;

export function isSavedViewList(path: string): path is SavedViewListPath {
  return Object.hasOwn(SAVED_VIEW_LISTS, path);
}

/** A view's name: 1 to 60 characters, unique (whatever the case) among the user's views of the list. */
export const SAVED_VIEW_NAME_MAX = 60;
/** The most views one user keeps for one list. */
export const SAVED_VIEWS_PER_LIST_MAX = 50;
/** The most characters one value of a view holds. */
export const SAVED_VIEW_VALUE_MAX = 400;

/** The URL search names every list has beside its endpoint's filters: the sort, its direction, the page size, the columns shown. */
export const LIST_VIEW_PARAMS = ['sort', 'dir', 'size', 'columns'] as const;
/** Where the list stands in its pages: never part of a view. */
export const PAGING_PARAMS = ['page', 'after', 'before', 'end'] as const;
/** The body fields of a list endpoint that are paging and sort, not filters. */
export const LIST_BODY_PAGING = ['offset', 'limit', 'sortBy', 'sortDir', 'cursor'] as const;
/** The search param that opens a saved view: `/transaction-list?view=12`. */
export const VIEW_PARAM = 'view';

/** A column's id in `columns` (comma-separated, at most 40). */
export const COLUMN_ID_PATTERN = /^[a-z][a-z0-9_]{0,39}$/i;
export const COLUMNS_MAX = 40;

/**
 * Why a value of `name` is refused in a view, or undefined when it is fine: `dir` is ASC or DESC,
 * `size` a number, `columns` column ids.
 */
export function viewValueProblem(name: string, value: string): string | undefined {
  if (value.length > SAVED_VIEW_VALUE_MAX) return `The value of “${name}” is too long.`;
  if (name === 'dir' && value !== 'ASC' && value !== 'DESC') return 'The sort direction must be ASC or DESC.';
  if (name === 'size' && !/^[1-9][0-9]{0,2}$/.test(value)) return 'The page size must be a number.';
  if (name === 'columns') {
    const ids = value.split(',');
    if (ids.length > COLUMNS_MAX || ids.some((id) => !COLUMN_ID_PATTERN.test(id))) {
      return `“columns” must name up to ${COLUMNS_MAX} columns by their ids, separated by commas.`;
    }
  }
  return undefined;
}

/** The caller as the route table sees it. */
export interface ListOpener {
  permissions: readonly string[];
  roleCode: string | null;
}

/**
 * Whether the caller may open the list page `path`, by the route table's rules: a platform page
 * only for the platform operator (who opens no tenant page but the audit log), a company admin's
 * page only for the admin, else at least one of its codes.
 */
export function mayOpenList(caller: ListOpener, path: string): boolean {
  for (const section of SECTIONS) {
    const item = section.items.find((i) => i.paths.includes(path));
    if (!item) continue;
    const platform = caller.roleCode === PLATFORM_ROLE_CODE;
    if (item.platformOnly) return platform;
    if (platform) return section.key === 'audit';
    if (item.adminOnly) return caller.roleCode === ADMIN_ROLE_CODE;
    return can(caller, item.codes);
  }
  return false;
}
