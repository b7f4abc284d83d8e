/**
 * PUT /merchant/touchpoint-groups/:id — a group's name, member changes as deltas and the
 * `updated_at` the form loaded (409 when stale). Refusals are shown by the form.
 */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { TouchpointGroupUpdateBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { touchpointGroupsKeys } from '../../../lib/query-keys';

export function useUpdateTouchpointGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: TouchpointGroupUpdateBody }) =>
      unwrap(await api.put(`/merchant/touchpoint-groups/${id}`, body, { noErrorToast: true })).data,
    onSuccess: () => invalidateResources(queryClient, touchpointGroupsKeys),
  });
}
