/** POST /merchant/users — a new user; the lists are refetched after. Refusals are shown by the form. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { UserCreateBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersKeys } from '../../../lib/query-keys';

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserCreateBody) =>
      unwrap(await api.post('/merchant/users', body, { noErrorToast: true })).data,
    onSuccess: () => invalidateResources(queryClient, usersKeys),
  });
}
