/**
 * PUT /merchant/channels/:id — edit a channel with the `updated_at` the dialog loaded (409 when
 * stale). The feed token travels only when replaced. Refusals are shown by the dialog.
 */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { ChannelUpdateBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelsKeys, touchpointsKeys } from '../../../lib/query-keys';

export function useUpdateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: ChannelUpdateBody }) =>
      unwrap(await api.put(`/merchant/channels/${id}`, body, { noErrorToast: true })).data,
    onSuccess: () => {
      // Touchpoint rows name their channel.
      void invalidateResources(queryClient, channelsKeys, touchpointsKeys);
    },
  });
}
