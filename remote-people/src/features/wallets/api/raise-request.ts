/** POST /customer/wallet/:id/requests — ask for a prepaid wallet to become postpaid, with a remark. The dialog shows a refusal (409: pending already, or postpaid). */
import { api, invalidateResources, unwrap } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useRaiseRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ walletId, remark }: { walletId: number; remark: string }) =>
      unwrap(await api.post(`/customer/wallet/${walletId}/requests`, { remark }, { noErrorToast: true })).data,
    // The wallet's own list and Requests (remote-transactions') both show it.
    onSuccess: () => invalidateResources(queryClient, 'requests'),
  });
}
