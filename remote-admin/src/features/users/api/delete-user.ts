/**
 * DELETE /users/:id — through the console's delete dialog ("Are you sure?"), which makes the call;
 * on success the users queries are refetched.
 */
import { useDeleteModalStore } from '@console/shared';
import type { User } from '@console/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { USERS_KEY } from './list-users';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: Pick<User, 'id' | 'name'>, options: { redirectTo?: string } = {}) =>
      useDeleteModalStore.getState().open({
        name: user.name,
        service: 'merchant',
        path: `/users/${user.id}`,
        ...options,
        onSuccess: () => {
          // Not refetched: the deleted user's own query would only answer 404 (an error toast
          // that would replace the success one and its redirect).
          void queryClient.invalidateQueries({ queryKey: [...USERS_KEY, 'detail', user.id], refetchType: 'none' });
          void queryClient.invalidateQueries({ queryKey: USERS_KEY, predicate: (q) => q.queryKey[1] !== 'detail' });
        },
      }),
    [queryClient],
  );
}
