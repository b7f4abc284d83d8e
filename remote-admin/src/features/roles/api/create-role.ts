/** POST /roles — a new role; without a role_code the server derives one from the name. */
import { api, unwrap } from '@console/shared';
import type { Role, RoleBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLES_KEY } from './list-roles';

export async function createRole(body: RoleBody): Promise<Role> {
  return unwrap(await api.post<{ data: Role }>('/roles', body)).data;
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES_KEY }),
  });
}
