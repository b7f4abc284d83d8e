/** POST /customer/requests/:id/reject — the company admin rejects with a remark; the wallet stays prepaid. */
import { api, unwrap } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestsKeys } from '../../../lib/query-keys';

export function useRejectRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, remark }: { id: number; remark: string }) =>
      unwrap(await api.post(`/customer/requests/${id}/reject`, { remark }, { noErrorToast: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKeys.all }),
  });
}
