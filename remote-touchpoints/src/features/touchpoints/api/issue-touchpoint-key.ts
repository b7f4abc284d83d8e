/**
 * POST /merchant/touchpoints/:id/keys — a new machine key; the answer holds its secret, the only
 * time the console sees it. Refusals (the live-key cap) are shown by the dialog.
 */
import { api, unwrap } from '@console/shared';
import type { TouchpointKeyBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { touchpointKeysKeys } from '../../../lib/query-keys';

export function useIssueTouchpointKey(touchpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TouchpointKeyBody) =>
      unwrap(await api.post(`/merchant/touchpoints/${touchpointId}/keys`, body, { noErrorToast: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: touchpointKeysKeys.of(touchpointId) }),
  });
}
