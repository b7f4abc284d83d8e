/** DELETE /merchant/users/:id — through the console's delete dialog, which makes the call. */
import { useDeleteRecord } from '@console/shared/ui';
import { usersKeys } from '../../../lib/query-keys';

export function useDeleteUser() {
  return useDeleteRecord({ keys: usersKeys, path: (id) => `/merchant/users/${id}` });
}
