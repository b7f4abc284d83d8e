/**
 * POST /customer/customer-groups/:id/members — add the selected customers to a group, keeping its
 * members. A refusal is shown by the dialog (not a toast too).
 */
import { api, invalidateResources, unwrap } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customersKeys, groupsKeys } from '../../../lib/query-keys';

export function useAddToGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ groupId, customerIds }: { groupId: number; customerIds: number[] }) =>
      unwrap(
        await api.post(
          `/customer/customer-groups/${groupId}/members`,
          { customer_ids: customerIds },
          { noErrorToast: true },
        ),
      ).data,
    onSuccess: () => {
      void invalidateResources(queryClient, groupsKeys, customersKeys);
    },
  });
}
