/** GET /transaction/orders/:id — one order with its cart, order and refund tables. */
import { api, recordRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { ordersKeys } from '../../../lib/query-keys';

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: ordersKeys.detail(id),
    queryFn: async (context) => unwrap(await api.get(`/transaction/orders/${id}`, recordRead(context))).data,
  });
