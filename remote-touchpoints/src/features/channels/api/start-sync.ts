/**
 * POST /merchant/channels/:id/sync — start reading the channel's feed; answers the new run, which
 * the caller then follows (`useLiveSyncRuns`). A channel already syncing answers 409, shown by the
 * caller beside its button rather than in a toast.
 */
import { api, invalidateResources, unwrap } from '@console/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelsKeys, syncRunsKeys } from '../../../lib/query-keys';

export function useStartSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (channelId: number) =>
      unwrap(await api.post(`/merchant/channels/${channelId}/sync`, {}, { noErrorToast: true })).data,
    // Also after a refusal: a 409 means a run the list may not show yet.
    onSettled: () => {
      void invalidateResources(queryClient, channelsKeys, syncRunsKeys);
    },
  });
}
