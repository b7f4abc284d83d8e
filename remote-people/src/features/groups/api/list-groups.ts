/** POST /customer/customer-groups/list — one page of Employee Groups. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { GroupListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { groupsKeys } from '../../../lib/query-keys';

export const groupsListQuery = (body: GroupListRequest) =>
  queryOptions({
    queryKey: groupsKeys.list(body),
    queryFn: async (context) => unwrap(await api.post('/customer/customer-groups/list', body, inPlaceRead(context))),
  });
