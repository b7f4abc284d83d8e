/** PUT /merchant/rules/:id — edit a rule; its rows are replaced as a whole. Refusals are shown by the form. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { RuleUpdateBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rulesKeys } from '../../../lib/query-keys';

export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: RuleUpdateBody }) =>
      unwrap(await api.put(`/merchant/rules/${id}`, body, { noErrorToast: true })).data,
    onSuccess: () => invalidateResources(queryClient, rulesKeys),
  });
}
