/** POST /users — a new user; the list is refetched after. */
import { api, unwrap } from '@console/shared';
import type { User, UserCreateBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USERS_KEY } from './list-users';

export async function createUser(body: UserCreateBody): Promise<User> {
  return unwrap(await api.post<{ data: User }>('/users', body)).data;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
