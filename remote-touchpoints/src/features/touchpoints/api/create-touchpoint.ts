/** POST /merchant/touchpoints — a new touchpoint. Refusals are shown by the dialog. */
import { api, unwrap } from '@console/shared';
import type { TouchpointBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { touchpointsKeys } from '../../../lib/query-keys';

export function useCreateTouchpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TouchpointBody) =>
      unwrap(await api.post('/merchant/touchpoints', body, { noErrorToast: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: touchpointsKeys.all }),
  });
}
