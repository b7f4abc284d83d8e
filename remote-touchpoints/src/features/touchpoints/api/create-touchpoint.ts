/** POST /merchant/touchpoints — a new touchpoint. Refusals are shown by the dialog. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { TouchpointBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { touchpointsKeys } from '../../../lib/query-keys';

export function useCreateTouchpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TouchpointBody) =>
      unwrap(await api.post('/merchant/touchpoints', body, { noErrorToast: true })).data,
    onSuccess: () => invalidateResources(queryClient, touchpointsKeys),
  });
}
