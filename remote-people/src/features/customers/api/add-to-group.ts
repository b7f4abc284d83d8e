/** POST /customer-groups/:id/members — add the selected customers to a group, keeping its members. */
import { api, unwrap } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMERS_KEY, GROUPS_KEY } from '../../../lib/query-keys';

export interface MembersAdded {
  added: number;
  already_members: number;
}

export async function addToGroup({ groupId, customerIds }: { groupId: number; customerIds: number[] }) {
  return unwrap(
    await api.post<{ data: MembersAdded }>(
      `/customer-groups/${groupId}/members`,
      { customer_ids: customerIds },
      { service: 'customer' },
    ),
  ).data;
}

export function useAddToGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToGroup,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
      void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    },
  });
}
