/** POST /users/list — one page of users for the list screen (server-side sort, search, filters). */
import { api, listPayload, unwrap, type ListPage, type ListParams } from '@console/shared';
import type { User } from '@console/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Root of every users query; mutations invalidate it. */
export const USERS_KEY = ['users'] as const;

export async function listUsers(params: ListParams, signal?: AbortSignal): Promise<ListPage<User>> {
  return unwrap(await api.post<ListPage<User>>('/users/list', listPayload(params), { signal }));
}

export function useUsers(params: ListParams) {
  return useQuery({
    queryKey: [...USERS_KEY, 'list', params],
    queryFn: ({ signal }) => listUsers(params, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
