/**
 * POST /transaction/orders/list — one page of Touchpoint Orders (newest first, period, filters,
 * search by order id or customer mobile). Custom dates travel only with the Custom range.
 */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { OrderListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ordersKeys } from '../../../lib/query-keys';

/** The body the server accepts: `from`/`to` only with range Custom, and Custom only with a `from`. */
export function orderListBody({ from, to, range, ...rest }: OrderListRequest): OrderListRequest {
  if (range === 'custom') return from ? { ...rest, range, from, ...(to ? { to } : {}) } : rest;
  return range ? { ...rest, range } : rest;
}

export const ordersListQuery = (body: OrderListRequest) => {
  const sent = orderListBody(body);
  return queryOptions({
    queryKey: ordersKeys.list(sent),
    queryFn: async (context) => unwrap(await api.post('/transaction/orders/list', sent, inPlaceRead(context))),
  });
};
