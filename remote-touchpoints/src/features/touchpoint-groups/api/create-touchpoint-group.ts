/** POST /merchant/touchpoint-groups — a new group with its first touchpoints. Refusals are shown by the form. */
import { api, invalidateResources, unwrap } from '@console/shared';
import type { TouchpointGroupBody } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { touchpointGroupsKeys } from '../../../lib/query-keys';

export function useCreateTouchpointGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TouchpointGroupBody) =>
      unwrap(await api.post('/merchant/touchpoint-groups', body, { noErrorToast: true })).data,
    onSuccess: () => invalidateResources(queryClient, touchpointGroupsKeys),
  });
}
