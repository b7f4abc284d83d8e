/** PUT /platform/tenants/:id — a tenant's name, licence expiry and renamed words. Refusals are shown by the dialog. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { PlatformTenantBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys, platformTenantsKeys } from '../../../lib/query-keys';

export function useUpdatePlatformTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: PlatformTenantBody }) =>
      unwrap(await api.put(`/platform/tenants/${id}`, body, { noErrorToast: true })).data,
    onSuccess: () => invalidateResources(queryClient, platformTenantsKeys, auditKeys),
  });
}
