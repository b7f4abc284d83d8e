/** POST /platform/remotes/:remote/versions/:version/withdraw — a version no tenant may get again; tenants pinned to it fall back to the current one (the audit log says so). The current version is refused. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { RemoteName } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys, platformRemotesKeys, platformTenantsKeys } from '../../../lib/query-keys';

export function useWithdrawVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ remote, version }: { remote: RemoteName; version: string }) =>
      unwrap(await api.post(`/platform/remotes/${remote}/versions/${version}/withdraw`, {}, { noErrorToast: true }))
        .data,
    // What each tenant gets follows the remote's versions.
    onSuccess: () => invalidateResources(queryClient, platformRemotesKeys, platformTenantsKeys, auditKeys),
  });
}
