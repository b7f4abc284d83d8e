/** GET /users/:id — one user for the view and edit screens. */
import { api, unwrap } from '@console/shared';
import type { User } from '@console/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { USERS_KEY } from './list-users';

export async function getUser(id: number, signal?: AbortSignal): Promise<User> {
  return unwrap(await api.get<{ data: User }>(`/users/${id}`, { signal })).data;
}

/** `id` undefined (create, or an id that is not a number) makes no call. */
export function useUser(id: number | undefined) {
  return useQuery({
    queryKey: [...USERS_KEY, 'detail', id],
    queryFn: ({ signal }) => getUser(id!, signal),
    enabled: id !== undefined,
  });
}
