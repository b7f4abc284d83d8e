/** POST /merchant/channels — a new channel. Refusals are shown by the dialog. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { ChannelBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelsKeys } from '../../../lib/query-keys';

export function useCreateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChannelBody) =>
      unwrap(await api.post('/merchant/channels', body, { noErrorToast: true })).data,
    onSuccess: () => invalidateResources(queryClient, channelsKeys),
  });
}
