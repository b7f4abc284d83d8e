/** DELETE /merchant/institutions/:id — through the console's delete dialog; the groups it linked stay. */
import { useDeleteRecord } from '@console/shared/ui';
import { auditKeys, institutionsKeys } from '../../../lib/query-keys';

export function useDeleteInstitution() {
  return useDeleteRecord({
    keys: institutionsKeys,
    path: (id) => `/merchant/institutions/${id}`,
    alsoInvalidate: [auditKeys],
  });
}
