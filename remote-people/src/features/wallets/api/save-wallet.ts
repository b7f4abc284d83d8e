/** POST /wallet and PUT /wallet/:id — a wallet's owner, name, type, credit limit and primary flag. */
import { api, unwrap } from '@console/shared';
import type { Wallet, WalletBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMERS_KEY, WALLETS_KEY } from '../../../lib/query-keys';

export async function saveWallet({ id, body }: { id?: number; body: WalletBody }): Promise<Wallet> {
  const result = id
    ? await api.put<{ data: Wallet }>(`/wallet/${id}`, body, { service: 'customer' })
    : await api.post<{ data: Wallet }>('/wallet', body, { service: 'customer' });
  return unwrap(result).data;
}

export function useSaveWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWallet,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WALLETS_KEY });
      void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    },
  });
}
