/** POST /merchant/touchpoints/list — one page of touchpoints (server-side sort, search, filters). */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { TouchpointListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { touchpointsKeys } from '../../../lib/query-keys';

export const touchpointsListQuery = (body: TouchpointListRequest) =>
  queryOptions({
    queryKey: touchpointsKeys.list(body),
    queryFn: async (context) => unwrap(await api.post('/merchant/touchpoints/list', body, inPlaceRead(context))),
  });
