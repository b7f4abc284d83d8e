/** PUT /merchant/roles/:id — a role's name, code and permissions, with the `updated_at` the form loaded (409 when stale). Refusals are shown by the form. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { RoleUpdateBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesKeys, usersKeys } from '../../../lib/query-keys';

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: RoleUpdateBody }) =>
      unwrap(await api.put(`/merchant/roles/${id}`, body, { noErrorToast: true })).data,
    onSuccess: () => {
      // A renamed role shows in the users list and on each user's page.
      void invalidateResources(queryClient, rolesKeys, usersKeys);
    },
  });
}
