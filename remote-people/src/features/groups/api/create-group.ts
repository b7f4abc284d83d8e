/** POST /customer/customer-groups — a new group with its first members. Refusals are shown by the form. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { GroupBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customersKeys, groupsKeys } from '../../../lib/query-keys';

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GroupBody) =>
      unwrap(await api.post('/customer/customer-groups', body, { noErrorToast: true })).data,
    onSuccess: () => {
      // A customer's groups show on its overview and filter the People List.
      void invalidateResources(queryClient, groupsKeys, customersKeys);
    },
  });
}
