/**
 * DELETE /customer/wallet/:id — through the console's delete dialog. The server refuses a wallet
 * that still holds money (its message is shown); otherwise it is soft-deleted and its ledger kept.
 */
import { useDeleteRecord } from '@console/shared/ui';
import { customersKeys, walletsKeys } from '../../../lib/query-keys';

export function useDeleteWallet() {
  return useDeleteRecord({
    keys: walletsKeys,
    path: (id) => `/customer/wallet/${id}`,
    alsoInvalidate: [customersKeys],
  });
}
