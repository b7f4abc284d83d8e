/** POST /customers — a new customer; customer and group queries are refetched after. */
import { api, unwrap } from '@console/shared';
import type { CustomerBody, CustomerDetail } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMERS_KEY, GROUPS_KEY } from '../../../lib/query-keys';

export async function createCustomer(body: CustomerBody): Promise<CustomerDetail> {
  return unwrap(await api.post<{ data: CustomerDetail }>('/customers', body, { service: 'customer' })).data;
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
      void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
    },
  });
}
