/** POST /customers/:id/orders — the customer's orders, newest first (the overview's Order Details). */
import { api, unwrap, type ListPage } from '@console/shared';
import type { CustomerOrder } from '@console/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CUSTOMERS_KEY } from '../../../lib/query-keys';

export async function listCustomerOrders(id: number, page: number, pageSize: number, signal?: AbortSignal) {
  return unwrap(
    await api.post<ListPage<CustomerOrder>>(
      `/customers/${id}/orders`,
      { offset: (page - 1) * pageSize, limit: pageSize },
      { service: 'customer', signal },
    ),
  );
}

export function useCustomerOrders(id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'orders', id, page, pageSize],
    queryFn: ({ signal }) => listCustomerOrders(id, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}
