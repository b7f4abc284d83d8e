/** DELETE /platform/deploy-tokens/:id — revoke a deploy token at once (its pipeline's next publish is refused). Refusals are shown by the dialog. */
import { api, invalidateResources, unwrap } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys, deployTokensKeys } from '../../../lib/query-keys';

export function useRevokeDeployToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await api.delete(`/platform/deploy-tokens/${id}`, { noErrorToast: true })),
    onSuccess: () => invalidateResources(queryClient, deployTokensKeys, auditKeys),
  });
}
