/** GET /customer-groups/:id — a group with its members (view and edit screens). */
import { api, unwrap } from '@console/shared';
import type { CustomerGroupDetail } from '@console/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { GROUPS_KEY } from '../../../lib/query-keys';

export async function getGroup(id: number, signal?: AbortSignal): Promise<CustomerGroupDetail> {
  return unwrap(await api.get<{ data: CustomerGroupDetail }>(`/customer-groups/${id}`, { service: 'customer', signal }))
    .data;
}

export function useGroup(id: number | undefined) {
  return useQuery({
    queryKey: [...GROUPS_KEY, 'detail', id],
    queryFn: ({ signal }) => getGroup(id!, signal),
    enabled: id !== undefined,
  });
}
