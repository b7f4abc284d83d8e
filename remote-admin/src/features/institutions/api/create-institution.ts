/** POST /merchant/institutions — a new institution with its links. Refusals are shown by the form. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { InstitutionBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys, institutionsKeys } from '../../../lib/query-keys';

export function useCreateInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InstitutionBody) =>
      unwrap(await api.post('/merchant/institutions', body, { noErrorToast: true })).data,
    onSuccess: () => invalidateResources(queryClient, institutionsKeys, auditKeys),
  });
}
