/** POST /customers/list — one page of the People List (server-side search, filters, sort). */
import { api, listPayload, unwrap, type ListPage, type ListParams } from '@console/shared';
import type { Customer } from '@console/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CUSTOMERS_KEY } from '../../../lib/query-keys';

export async function listCustomers(params: ListParams, signal?: AbortSignal): Promise<ListPage<Customer>> {
  return unwrap(
    await api.post<ListPage<Customer>>('/customers/list', listPayload(params), { service: 'customer', signal }),
  );
}

export function useCustomers(params: ListParams) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'list', params],
    queryFn: ({ signal }) => listCustomers(params, signal),
    placeholderData: keepPreviousData,
  });
}
