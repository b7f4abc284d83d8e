/** POST /merchant/touchpoint-groups/list — one page of Touchpoint Groups. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { TouchpointGroupListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { touchpointGroupsKeys } from '../../../lib/query-keys';

export const touchpointGroupsListQuery = (body: TouchpointGroupListRequest) =>
  queryOptions({
    queryKey: touchpointGroupsKeys.list(body),
    queryFn: async (context) => unwrap(await api.post('/merchant/touchpoint-groups/list', body, inPlaceRead(context))),
  });
