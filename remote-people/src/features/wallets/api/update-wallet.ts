/** PUT /customer/wallet/:id — a wallet's name, type, credit limit, status and primary flag, with the `updated_at` the form loaded (409 when stale). Refusals are shown by the form. */
import { api, unwrap } from '@console/shared';
import type { WalletUpdateBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customersKeys, walletsKeys } from '../../../lib/query-keys';

export function useUpdateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: WalletUpdateBody }) =>
      unwrap(await api.put(`/customer/wallet/${id}`, body, { noErrorToast: true })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: walletsKeys.all });
      void queryClient.invalidateQueries({ queryKey: customersKeys.all });
    },
  });
}
