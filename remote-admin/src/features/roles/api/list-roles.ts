/** POST /roles/list — one page of roles for Role Management. */
import { api, listPayload, unwrap, type ListPage, type ListParams } from '@console/shared';
import type { Role } from '@console/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Root of every roles query (the users feature's role options live under it too). */
export const ROLES_KEY = ['roles'] as const;

export async function listRoles(params: ListParams, signal?: AbortSignal): Promise<ListPage<Role>> {
  return unwrap(await api.post<ListPage<Role>>('/roles/list', listPayload(params), { signal }));
}

export function useRoles(params: ListParams) {
  return useQuery({
    queryKey: [...ROLES_KEY, 'list', params],
    queryFn: ({ signal }) => listRoles(params, signal),
    placeholderData: keepPreviousData,
  });
}
