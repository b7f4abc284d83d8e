/** GET /customers/filter-options — the departments and sub-departments the list can filter by. */
import { api, unwrap } from '@console/shared';
import type { CustomerFilterOptions } from '@console/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { CUSTOMERS_KEY } from '../../../lib/query-keys';

export async function getFilterOptions(signal?: AbortSignal): Promise<CustomerFilterOptions> {
  return unwrap(
    await api.get<{ data: CustomerFilterOptions }>('/customers/filter-options', { service: 'customer', signal }),
  ).data;
}

export function useCustomerFilterOptions() {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'filter-options'],
    queryFn: ({ signal }) => getFilterOptions(signal),
    staleTime: 60_000,
  });
}
