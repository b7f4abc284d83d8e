/** PUT /roles/:id — rename a role or change its permissions. */
import { api, unwrap } from '@console/shared';
import type { Role, RoleBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLES_KEY } from './list-roles';

export async function updateRole({ id, body }: { id: number; body: RoleBody }): Promise<Role> {
  return unwrap(await api.put<{ data: Role }>(`/roles/${id}`, body)).data;
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES_KEY }),
  });
}
