/** DELETE /merchant/touchpoints/:id/keys/:keyId — revoke a machine key at once. Refusals are shown by the dialog. */
import { api, unwrap } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { touchpointKeysKeys } from '../../../lib/query-keys';

export function useRevokeTouchpointKey(touchpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (keyId: number) =>
      unwrap(await api.delete(`/merchant/touchpoints/${touchpointId}/keys/${keyId}`, { noErrorToast: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: touchpointKeysKeys.of(touchpointId) }),
  });
}
