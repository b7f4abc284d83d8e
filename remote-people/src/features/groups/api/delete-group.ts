/** DELETE /customer/customer-groups/:id — through the console's delete dialog (soft delete; members stay customers). */
import { useDeleteRecord } from '@console/shared/ui';
import { customersKeys, groupsKeys } from '../../../lib/query-keys';

export function useDeleteGroup() {
  return useDeleteRecord({
    keys: groupsKeys,
    path: (id) => `/customer/customer-groups/${id}`,
    alsoInvalidate: [customersKeys],
  });
}
