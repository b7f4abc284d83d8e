/** GET /customers/:id — one customer with PIN, groups and wallet balance (form and overview). */
import { api, unwrap } from '@console/shared';
import type { CustomerDetail } from '@console/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { CUSTOMERS_KEY } from '../../../lib/query-keys';

export async function getCustomer(id: number, signal?: AbortSignal): Promise<CustomerDetail> {
  return unwrap(await api.get<{ data: CustomerDetail }>(`/customers/${id}`, { service: 'customer', signal })).data;
}

/** `id` undefined (create, or an id that is not a number) makes no call. */
export function useCustomer(id: number | undefined) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'detail', id],
    queryFn: ({ signal }) => getCustomer(id!, signal),
    enabled: id !== undefined,
  });
}
