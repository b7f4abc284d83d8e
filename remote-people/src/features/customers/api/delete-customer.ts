/**
 * DELETE /customers/:id — through the console's delete dialog. The server refuses a customer whose
 * wallets still hold money (its message is shown); otherwise the customer is soft-deleted.
 */
import { useDeleteRecord } from '@console/shared/ui';
import { CUSTOMERS_KEY, GROUPS_KEY, WALLETS_KEY } from '../../../lib/query-keys';

export function useDeleteCustomer() {
  return useDeleteRecord({
    rootKey: CUSTOMERS_KEY,
    service: 'customer',
    path: (id) => `/customers/${id}`,
    alsoInvalidate: [GROUPS_KEY, WALLETS_KEY],
  });
}
