/**
 * POST /roles/list (first 100 by name) — the roles a user can be given, for the Role filter and
 * the form's Role select. Readable by anyone who manages users, unlike Role Management.
 */
import { api, unwrap, type ListPage } from '@console/shared';
import type { Role } from '@console/shared/contracts';
import { useQuery } from '@tanstack/react-query';

export interface RoleOption {
  id: number;
  name: string;
}

export async function listRoleOptions(signal?: AbortSignal): Promise<RoleOption[]> {
  const page = unwrap(
    await api.post<ListPage<Role>>(
      '/roles/list',
      { offset: 0, limit: 100, sortBy: 'name', sortDir: 'ASC' },
      { signal },
    ),
  );
  return page.data.map(({ id, name }) => ({ id, name }));
}

export function useRoleOptions() {
  return useQuery({
    // Under the 'roles' key, so a change in Role Management refreshes these options too.
    queryKey: ['roles', 'options'],
    queryFn: ({ signal }) => listRoleOptions(signal),
    staleTime: 60_000,
  });
}
