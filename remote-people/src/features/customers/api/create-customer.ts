/** POST /customer/customers — a new customer; customer and group queries are refetched after. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { CustomerBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customersKeys, groupsKeys } from '../../../lib/query-keys';

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CustomerBody) =>
      unwrap(await api.post('/customer/customers', body, { noErrorToast: true })).data,
    onSuccess: () => {
      void invalidateResources(queryClient, customersKeys, groupsKeys);
    },
  });
}
