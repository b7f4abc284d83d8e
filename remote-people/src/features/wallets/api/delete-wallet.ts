/**
 * DELETE /wallet/:id — through the console's delete dialog. The server refuses a wallet that still
 * holds money (its message is shown); otherwise it is soft-deleted and its ledger kept.
 */
import { useDeleteRecord } from '@console/shared/ui';
import { CUSTOMERS_KEY, WALLETS_KEY } from '../../../lib/query-keys';

export function useDeleteWallet() {
  return useDeleteRecord({
    rootKey: WALLETS_KEY,
    service: 'customer',
    path: (id) => `/wallet/${id}`,
    alsoInvalidate: [CUSTOMERS_KEY],
  });
}
