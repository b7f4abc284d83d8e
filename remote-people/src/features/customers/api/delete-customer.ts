/**
 * DELETE /customer/customers/:id — through the console's delete dialog. The server refuses a
 * customer whose wallets still hold money (its message is shown); otherwise the customer is
 * soft-deleted.
 */
import { useDeleteRecord } from '@console/shared/ui';
import { customersKeys, groupsKeys, walletsKeys } from '../../../lib/query-keys';

export function useDeleteCustomer() {
  return useDeleteRecord({
    keys: customersKeys,
    path: (id) => `/customer/customers/${id}`,
    alsoInvalidate: [groupsKeys, walletsKeys],
  });
}
