/** DELETE /customer-groups/:id — through the console's delete dialog (soft delete; members stay customers). */
import { useDeleteRecord } from '@console/shared/ui';
import { CUSTOMERS_KEY, GROUPS_KEY } from '../../../lib/query-keys';

export function useDeleteGroup() {
  return useDeleteRecord({
    rootKey: GROUPS_KEY,
    service: 'customer',
    path: (id) => `/customer-groups/${id}`,
    alsoInvalidate: [CUSTOMERS_KEY],
  });
}
