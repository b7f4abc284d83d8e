/** POST /customer/requests/:id/approve — the company admin approves with the wallet's credit limit; the wallet becomes postpaid in the same transaction. */
import { api, invalidateResources, unwrap } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, creditLimit }: { id: number; creditLimit: string }) =>
      unwrap(await api.post(`/customer/requests/${id}/approve`, { credit_limit: creditLimit }, { noErrorToast: true }))
        .data,
    // The wallet turns postpaid wherever it is shown, and its page's list of requests (remote-people's).
    onSuccess: () => invalidateResources(queryClient, 'requests', 'wallets', 'customers', 'ledger'),
  });
}
