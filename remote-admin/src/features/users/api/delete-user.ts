/** DELETE /users/:id — through the console's delete dialog, which makes the call. */
import { useDeleteRecord } from '@console/shared/ui';
import { USERS_KEY } from './list-users';

export function useDeleteUser() {
  return useDeleteRecord({ rootKey: USERS_KEY, service: 'merchant', path: (id) => `/users/${id}` });
}
