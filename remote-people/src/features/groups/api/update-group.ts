/** PUT /customer/customer-groups/:id — a group's name and description, member changes as deltas and the `updated_at` the form loaded (409 when stale). Refusals are shown by the form. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { GroupUpdateBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customersKeys, groupsKeys } from '../../../lib/query-keys';

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: GroupUpdateBody }) =>
      unwrap(await api.put(`/customer/customer-groups/${id}`, body, { noErrorToast: true })).data,
    onSuccess: () => {
      void invalidateResources(queryClient, groupsKeys, customersKeys);
    },
  });
}
