/**
 * DELETE /wallet/:id — through the console's delete dialog. The server refuses a wallet that still
 * holds money (its message is shown); otherwise it is soft-deleted and its ledger kept.
 */
import { useDeleteModalStore } from '@console/shared';
import type { Wallet } from '@console/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CUSTOMERS_KEY, WALLETS_KEY } from '../../../lib/query-keys';

export function useDeleteWallet() {
  const queryClient = useQueryClient();
  return useCallback(
    (wallet: Pick<Wallet, 'id' | 'name'>, options: { redirectTo?: string } = {}) =>
      useDeleteModalStore.getState().open({
        name: wallet.name,
        service: 'customer',
        path: `/wallet/${wallet.id}`,
        ...options,
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: [...WALLETS_KEY, 'detail', wallet.id], refetchType: 'none' });
          void queryClient.invalidateQueries({ queryKey: WALLETS_KEY, predicate: (q) => q.queryKey[1] !== 'detail' });
          void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
        },
      }),
    [queryClient],
  );
}
