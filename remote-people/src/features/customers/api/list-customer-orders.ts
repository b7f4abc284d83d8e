/** POST /customer/customers/:id/orders — the customer's orders, newest first (the overview's Order Details). */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { customersKeys } from '../../../lib/query-keys';

export const customerOrdersQuery = (id: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: customersKeys.of('orders', id, page, pageSize),
    queryFn: async (context) =>
      unwrap(
        await api.post(
          `/customer/customers/${id}/orders`,
          { offset: (page - 1) * pageSize, limit: pageSize },
          inPlaceRead(context),
        ),
      ),
    placeholderData: keepPreviousData,
  });
