/**
 * The Touchpoint Orders filters: the period (1 Day, 1 Week, 1 Month or Custom dates), channel,
 * touchpoint, payment status, status and the search, each from its URL text to the API's value.
 */
import { choiceFilter, idFilter, textFilter } from '@console/shared';
import type { ListFilters, ListPageSpec } from '@console/shared/ui';
import type { Order, OrderListRequest } from '@console/shared/contracts';
import { PERIOD_FILTERS } from '../../lib/period';
import { ordersListQuery } from './api/list-orders';

export const ORDER_FILTERS: ListFilters<OrderListRequest> = {
  search: textFilter,
  ...PERIOD_FILTERS,
  channel_id: idFilter,
  touchpoint_id: idFilter,
  payment_status: choiceFilter({ '0': 0, '1': 1, '2': 2 } as const),
  status: choiceFilter({ '0': 0, '1': 1, '2': 2 } as const),
};

/** The transaction list shows 20 rows a page unless the operator picks another size. */
export const ORDER_PAGE_SIZE = 20;

/** The list's query, filters and size: the page reads them, and the routes ask its first rows early. */
export const ORDER_LIST = {
  query: ordersListQuery,
  filters: ORDER_FILTERS,
  defaults: { pageSize: ORDER_PAGE_SIZE },
} satisfies ListPageSpec<Order, OrderListRequest>;
