/** POST /platform/deploy-tokens — a new token for one remote's pipeline; the answer holds the token, the only time the console sees it. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { DeployTokenBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys, deployTokensKeys } from '../../../lib/query-keys';

export function useIssueDeployToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeployTokenBody) =>
      unwrap(await api.post('/platform/deploy-tokens', body, { noErrorToast: true })).data,
    onSuccess: () => invalidateResources(queryClient, deployTokensKeys, auditKeys),
  });
}
