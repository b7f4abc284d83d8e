/** PUT /customer/wallet/:id — a wallet's name, type, credit limit, status and primary flag, with the `updated_at` the form loaded (409 when stale). Refusals are shown by the form. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { WalletUpdateBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useUpdateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: WalletUpdateBody }) =>
      unwrap(await api.put(`/customer/wallet/${id}`, body, { noErrorToast: true })).data,
    // Its name and status show in the Transaction Wallet List (remote-transactions') too.
    onSuccess: () => invalidateResources(queryClient, 'wallets', 'customers', 'ledger'),
  });
}
