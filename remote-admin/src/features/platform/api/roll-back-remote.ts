/** POST /platform/remotes/:remote/rollback — the current version back to the previous one (none: refused, and the dialog says so). */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { RemoteName } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys, platformRemotesKeys, platformTenantsKeys } from '../../../lib/query-keys';

export function useRollBackRemote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ remote }: { remote: RemoteName }) =>
      unwrap(await api.post(`/platform/remotes/${remote}/rollback`, {}, { noErrorToast: true })).data,
    // What each tenant gets follows the remote's versions.
    onSuccess: () => invalidateResources(queryClient, platformRemotesKeys, platformTenantsKeys, auditKeys),
  });
}
