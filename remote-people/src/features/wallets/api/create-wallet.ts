/** POST /customer/wallet — a new wallet for a customer. Refusals are shown by the form. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { WalletBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customersKeys, walletsKeys } from '../../../lib/query-keys';

export function useCreateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WalletBody) =>
      unwrap(await api.post('/customer/wallet', body, { noErrorToast: true })).data,
    onSuccess: () => {
      void invalidateResources(queryClient, walletsKeys, customersKeys);
    },
  });
}
