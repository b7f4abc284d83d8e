/** POST /customers/list — customers matching a search, for pickers (group members, a wallet's owner). */
import { api, unwrap, type ListPage } from '@console/shared';
import type { Customer } from '@console/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CUSTOMERS_KEY } from './query-keys';

export const PICKER_PAGE = 20;

export async function searchCustomers(search: string, signal?: AbortSignal): Promise<Customer[]> {
  const body: Record<string, unknown> = { offset: 0, limit: PICKER_PAGE, sortBy: 'name', sortDir: 'ASC' };
  if (search.trim()) body.search = search.trim();
  // Quiet: typing in a picker should not throw the loader over the form.
  return unwrap(
    await api.post<ListPage<Customer>>('/customers/list', body, { service: 'customer', signal, quiet: true }),
  ).data;
}

export function useCustomerSearch(search: string) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'search', search.trim()],
    queryFn: ({ signal }) => searchCustomers(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
