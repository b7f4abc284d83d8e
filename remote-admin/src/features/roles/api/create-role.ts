/** POST /merchant/roles — a new role; the lists (and the users' role options) are refetched after. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { RoleBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesKeys } from '../../../lib/query-keys';

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RoleBody) => unwrap(await api.post('/merchant/roles', body, { noErrorToast: true })).data,
    onSuccess: () => invalidateResources(queryClient, rolesKeys),
  });
}
