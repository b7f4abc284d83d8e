/** PUT /platform/remotes/:remote/disabled — the kill switch: no tenant gets the remote while it is on (its menu entries leave every console on its next load). */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { RemoteName } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys, platformRemotesKeys, platformTenantsKeys } from '../../../lib/query-keys';

export function useSetRemoteDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ remote, disabled }: { remote: RemoteName; disabled: boolean }) =>
      unwrap(await api.put(`/platform/remotes/${remote}/disabled`, { disabled }, { noErrorToast: true })).data,
    // What each tenant gets follows the remote's versions.
    onSuccess: () => invalidateResources(queryClient, platformRemotesKeys, platformTenantsKeys, auditKeys),
  });
}
