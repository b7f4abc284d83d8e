/** POST /customer-groups and PUT /customer-groups/:id — a group's name, description and member set. */
import { api, unwrap } from '@console/shared';
import type { CustomerGroupDetail, GroupBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMERS_KEY, GROUPS_KEY } from '../../../lib/query-keys';

export async function saveGroup({ id, body }: { id?: number; body: GroupBody }): Promise<CustomerGroupDetail> {
  const result = id
    ? await api.put<{ data: CustomerGroupDetail }>(`/customer-groups/${id}`, body, { service: 'customer' })
    : await api.post<{ data: CustomerGroupDetail }>('/customer-groups', body, { service: 'customer' });
  return unwrap(result).data;
}

export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGroup,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
      // A customer's groups show on its overview and filter the People List.
      void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    },
  });
}
