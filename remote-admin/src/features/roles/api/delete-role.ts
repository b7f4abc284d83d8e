/**
 * DELETE /roles/:id — through the console's delete dialog, which makes the call; a role still
 * held by users is refused by the server (409, toasted by the API client).
 */
import { useDeleteModalStore } from '@console/shared';
import type { Role } from '@console/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ROLES_KEY } from './list-roles';

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useCallback(
    (role: Pick<Role, 'id' | 'name'>, options: { redirectTo?: string } = {}) =>
      useDeleteModalStore.getState().open({
        name: role.name,
        service: 'merchant',
        path: `/roles/${role.id}`,
        ...options,
        onSuccess: () => {
          // Not refetched: the deleted role's own query would only answer 404 (an error toast
          // that would replace the success one and its redirect).
          void queryClient.invalidateQueries({ queryKey: [...ROLES_KEY, 'detail', role.id], refetchType: 'none' });
          void queryClient.invalidateQueries({ queryKey: ROLES_KEY, predicate: (q) => q.queryKey[1] !== 'detail' });
        },
      }),
    [queryClient],
  );
}
