/** GET /roles/:id — one role with its permission codes and how many users hold it. */
import { api, unwrap } from '@console/shared';
import type { Role } from '@console/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { ROLES_KEY } from './list-roles';

export async function getRole(id: number, signal?: AbortSignal): Promise<Role> {
  return unwrap(await api.get<{ data: Role }>(`/roles/${id}`, { signal })).data;
}

/** `id` undefined (create, or an id that is not a number) makes no call. */
export function useRole(id: number | undefined) {
  return useQuery({
    queryKey: [...ROLES_KEY, 'detail', id],
    queryFn: ({ signal }) => getRole(id!, signal),
    enabled: id !== undefined,
  });
}
