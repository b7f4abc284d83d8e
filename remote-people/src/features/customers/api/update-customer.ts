/** PUT /customer/customers/:id — the customer's fields, group changes as deltas and the `updated_at` the form loaded (409 when stale); customer and group queries are refetched. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { CustomerUpdateBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customersKeys, groupsKeys } from '../../../lib/query-keys';

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: CustomerUpdateBody }) =>
      unwrap(await api.put(`/customer/customers/${id}`, body, { noErrorToast: true })).data,
    onSuccess: () => {
      void invalidateResources(queryClient, customersKeys, groupsKeys);
    },
  });
}
