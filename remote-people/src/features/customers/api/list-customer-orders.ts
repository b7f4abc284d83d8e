/** POST /customer/customers/:id/orders — the customer's orders, newest first (the overview's Order Details). */
import { api, unwrap } from '@console/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { customersKeys } from '../../../lib/query-keys';

export const customerOrdersQuery = (id: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: customersKeys.of('orders', id, page, pageSize),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post(
          `/customer/customers/${id}/orders`,
          { offset: (page - 1) * pageSize, limit: pageSize },
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
