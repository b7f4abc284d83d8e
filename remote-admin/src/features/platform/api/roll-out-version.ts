/** POST /platform/remotes/:remote/rollout — a canary: pins the chosen tenants to a version before it is made current. Refusals are shown by the dialog. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { RemoteName } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys, platformRemotesKeys, platformTenantsKeys } from '../../../lib/query-keys';

export function useRollOutVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      remote,
      version,
      tenant_ids,
    }: {
      remote: RemoteName;
      version: string;
      tenant_ids: number[];
    }) =>
      unwrap(await api.post(`/platform/remotes/${remote}/rollout`, { version, tenant_ids }, { noErrorToast: true }))
        .data,
    // What each tenant gets follows the remote's versions.
    onSuccess: () => invalidateResources(queryClient, platformRemotesKeys, platformTenantsKeys, auditKeys),
  });
}
