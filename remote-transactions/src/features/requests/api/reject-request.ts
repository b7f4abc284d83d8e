/** POST /customer/requests/:id/reject — the company admin rejects with a remark; the wallet stays prepaid. */
import { api, invalidateResources, unwrap } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useRejectRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, remark }: { id: number; remark: string }) =>
      unwrap(await api.post(`/customer/requests/${id}/reject`, { remark }, { noErrorToast: true })).data,
    // The wallet page's own list of its requests (remote-people's) shows the decision too.
    onSuccess: () => invalidateResources(queryClient, 'requests'),
  });
}
