/**
 * POST /transaction/orders/list — one page of Touchpoint Orders (newest first, period, filters,
 * search by order id or customer mobile). Custom dates travel only with the Custom range.
 */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { OrderListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { periodBody } from '../../../lib/period';
import { ordersKeys } from '../../../lib/query-keys';

export const ordersListQuery = (body: OrderListRequest) => {
  const sent = periodBody(body);
  return queryOptions({
    queryKey: ordersKeys.list(sent),
    queryFn: async (context) => unwrap(await api.post('/transaction/orders/list', sent, inPlaceRead(context))),
  });
};
