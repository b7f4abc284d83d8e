/** PUT /merchant/users/:id — edit a user; an omitted password keeps the current one. Refusals are shown by the form. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { UserUpdateBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersKeys } from '../../../lib/query-keys';

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UserUpdateBody }) =>
      unwrap(await api.put(`/merchant/users/${id}`, body, { noErrorToast: true })).data,
    onSuccess: () => invalidateResources(queryClient, usersKeys),
  });
}
