/** POST /merchant/rules — a new rule with its rows; the lists are refetched after. Refusals are shown by the form. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { RuleBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rulesKeys } from '../../../lib/query-keys';

export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RuleBody) => unwrap(await api.post('/merchant/rules', body, { noErrorToast: true })).data,
    onSuccess: () => invalidateResources(queryClient, rulesKeys),
  });
}
