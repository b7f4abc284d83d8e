/** GET /merchant/touchpoint-groups/:id — a group with its member and institution counts; the members are paged by their own list. */
import { api, recordRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { touchpointGroupsKeys } from '../../../lib/query-keys';

export const touchpointGroupQuery = (id: number) =>
  queryOptions({
    queryKey: touchpointGroupsKeys.detail(id),
    queryFn: async (context) => unwrap(await api.get(`/merchant/touchpoint-groups/${id}`, recordRead(context))).data,
  });
