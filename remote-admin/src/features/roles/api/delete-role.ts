/**
 * DELETE /merchant/roles/:id — through the console's delete dialog, which makes the call; a role
 * still held by users is refused by the server (409).
 */
import { useDeleteRecord } from '@console/shared/ui';
import { rolesKeys } from '../../../lib/query-keys';

export function useDeleteRole() {
  return useDeleteRecord({ keys: rolesKeys, path: (id) => `/merchant/roles/${id}` });
}
