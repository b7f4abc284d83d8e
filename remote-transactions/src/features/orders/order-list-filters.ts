/**
 * The Touchpoint Orders filters: the period (1 Day, 1 Week, 1 Month or Custom dates), channel,
 * touchpoint, payment status, status and the search, each from its URL text to the API's value.
 */
import { choiceFilter, idFilter, parseDateInput, STATUS, textFilter, type FilterCodec } from '@console/shared';
import type { ListFilters } from '@console/shared/ui';
import type { OrderListRequest } from '@console/shared/contracts';

/** A custom date as the date input writes it (year-month-day). */
export const dateFilter: FilterCodec<string> = {
  parse: (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) && parseDateInput(text) ? text : undefined),
};

export const ORDER_FILTERS: ListFilters<OrderListRequest> = {
  search: textFilter,
  range: choiceFilter({ '1d': '1d', '1w': '1w', '1m': '1m', custom: 'custom' } as const),
  from: dateFilter,
  to: dateFilter,
  channel_id: idFilter,
  touchpoint_id: idFilter,
  payment_status: choiceFilter({ '0': 0, '1': 1, '2': 2 } as const),
  status: choiceFilter({ '0': 0, '1': 1, '2': 2 } as const),
};

/** SPEC §4's payment and order statuses: 0 Pending, 1 Success, 2 Failure. */
export const STATUS_OPTIONS = Object.entries(STATUS).map(([id, { text }]) => ({ id, text }));

export const RANGE_OPTIONS = [
  { id: '1d', text: '1 Day' },
  { id: '1w', text: '1 Week' },
  { id: '1m', text: '1 Month' },
  { id: 'custom', text: 'Custom' },
];

/** SPEC §2: the transaction list shows 20 rows a page unless the operator picks another size. */
export const ORDER_PAGE_SIZE = 20;
