/** PUT /customers/:id — the customer's fields and group set; customer and group queries are refetched. */
import { api, unwrap } from '@console/shared';
import type { CustomerBody, CustomerDetail } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMERS_KEY, GROUPS_KEY } from '../../../lib/query-keys';

export async function updateCustomer({ id, body }: { id: number; body: CustomerBody }): Promise<CustomerDetail> {
  return unwrap(await api.put<{ data: CustomerDetail }>(`/customers/${id}`, body, { service: 'customer' })).data;
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
      void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
    },
  });
}
