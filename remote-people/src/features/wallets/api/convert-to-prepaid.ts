/** POST /customer/wallet/:id/convert-to-prepaid — the company admin takes a postpaid wallet back to prepaid (balance ≥ ₹0.00), with the `updated_at` the page loaded. */
import { api, invalidateResources, unwrap } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useConvertToPrepaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, updatedAt, remark }: { id: number; updatedAt: string; remark?: string }) =>
      unwrap(
        await api.post(
          `/customer/wallet/${id}/convert-to-prepaid`,
          { updated_at: updatedAt, ...(remark ? { remark } : {}) },
          { noErrorToast: true },
        ),
      ).data,
    // The wallet's type shows in the Transaction Wallet List (remote-transactions') too.
    onSuccess: () => invalidateResources(queryClient, 'wallets', 'customers', 'ledger'),
  });
}
