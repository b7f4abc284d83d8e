/**
 * PUT /merchant/touchpoints/:id — edit a touchpoint with the `updated_at` the dialog loaded (409
 * when stale; a grid that would lose slots holding products is refused with which). Refusals are
 * shown by the dialog.
 */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { TouchpointUpdateBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { touchpointGroupsKeys, touchpointsKeys } from '../../../lib/query-keys';

export function useUpdateTouchpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: TouchpointUpdateBody }) =>
      unwrap(await api.put(`/merchant/touchpoints/${id}`, body, { noErrorToast: true })).data,
    onSuccess: () => {
      // Group members show a touchpoint's name and channel.
      void invalidateResources(queryClient, touchpointsKeys, touchpointGroupsKeys);
    },
  });
}
