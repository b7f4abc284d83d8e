/**
 * PUT /platform/tenants/:id/remotes/:remote — enables a remote for a tenant (or not) and pins its
 * version (`*`: the current one). A pin to a withdrawn or unknown version is refused; the dialog says why.
 */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { RemoteName, TenantRemoteBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys, platformRemotesKeys, platformTenantsKeys } from '../../../lib/query-keys';

export function useSetTenantRemote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, remote, body }: { id: number; remote: RemoteName; body: TenantRemoteBody }) =>
      unwrap(await api.put(`/platform/tenants/${id}/remotes/${remote}`, body, { noErrorToast: true })).data,
    // The remotes' pinned-by counts change with a pin.
    onSuccess: () => invalidateResources(queryClient, platformTenantsKeys, platformRemotesKeys, auditKeys),
  });
}
