/** POST /customer-groups/list — one page of Employee Groups. */
import { api, listPayload, unwrap, type ListPage, type ListParams } from '@console/shared';
import type { CustomerGroup } from '@console/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { GROUPS_KEY } from '../../../lib/query-keys';

export async function listGroups(params: ListParams, signal?: AbortSignal): Promise<ListPage<CustomerGroup>> {
  return unwrap(
    await api.post<ListPage<CustomerGroup>>('/customer-groups/list', listPayload(params), {
      service: 'customer',
      signal,
    }),
  );
}

export function useGroups(params: ListParams) {
  return useQuery({
    queryKey: [...GROUPS_KEY, 'list', params],
    queryFn: ({ signal }) => listGroups(params, signal),
    placeholderData: keepPreviousData,
  });
}
