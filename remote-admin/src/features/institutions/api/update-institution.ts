/**
 * PUT /merchant/institutions/:id — the name, link changes as deltas and the `updated_at` the form
 * loaded (409 when stale). Refusals are shown by the form.
 */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { InstitutionUpdateBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys, institutionsKeys } from '../../../lib/query-keys';

export function useUpdateInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: InstitutionUpdateBody }) =>
      unwrap(await api.put(`/merchant/institutions/${id}`, body, { noErrorToast: true })).data,
    onSuccess: () => invalidateResources(queryClient, institutionsKeys, auditKeys),
  });
}
