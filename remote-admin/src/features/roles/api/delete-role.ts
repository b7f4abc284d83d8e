/**
 * DELETE /roles/:id — through the console's delete dialog, which makes the call; a role still
 * held by users is refused by the server (409, toasted by the API client).
 */
import { useDeleteRecord } from '@console/shared/ui';
import { ROLES_KEY } from './list-roles';

export function useDeleteRole() {
  return useDeleteRecord({ rootKey: ROLES_KEY, service: 'merchant', path: (id) => `/roles/${id}` });
}
