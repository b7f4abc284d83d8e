/** POST /platform/remotes/:remote/current — a version current for every tenant following the current one; tenants pinned to it (its canary) follow the current again. Refusals are shown by the dialog. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { RemoteName } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys, platformRemotesKeys, platformTenantsKeys } from '../../../lib/query-keys';

export function useMakeVersionCurrent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ remote, version }: { remote: RemoteName; version: string }) =>
      unwrap(await api.post(`/platform/remotes/${remote}/current`, { version }, { noErrorToast: true })).data,
    // What each tenant gets follows the remote's versions.
    onSuccess: () => invalidateResources(queryClient, platformRemotesKeys, platformTenantsKeys, auditKeys),
  });
}
