/** PUT /users/:id — edit a user; an omitted password keeps the current one. */
import { api, unwrap } from '@console/shared';
import type { User, UserUpdateBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USERS_KEY } from './list-users';

export async function updateUser({ id, body }: { id: number; body: UserUpdateBody }): Promise<User> {
  return unwrap(await api.put<{ data: User }>(`/users/${id}`, body)).data;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
