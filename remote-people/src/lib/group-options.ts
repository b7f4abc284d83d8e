/**
 * POST /customer-groups/list (first 100 by name) — the groups offered by the customer form, the
 * People List's group filter and bulk actions, and the wallets' bulk credit.
 */
import { api, unwrap, type ListPage } from '@console/shared';
import type { CustomerGroup } from '@console/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { GROUPS_KEY } from './query-keys';

export interface GroupOption {
  id: number;
  name: string;
  member_count: number;
}

export async function listGroupOptions(signal?: AbortSignal): Promise<GroupOption[]> {
  const page = unwrap(
    await api.post<ListPage<CustomerGroup>>(
      '/customer-groups/list',
      { offset: 0, limit: 100, sortBy: 'name', sortDir: 'ASC' },
      { service: 'customer', signal },
    ),
  );
  return page.data.map(({ id, name, member_count }) => ({ id, name, member_count }));
}

export function useGroupOptions() {
  return useQuery({
    queryKey: [...GROUPS_KEY, 'options'],
    queryFn: ({ signal }) => listGroupOptions(signal),
    staleTime: 60_000,
  });
}
