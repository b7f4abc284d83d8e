/** POST /merchant/users/list — one page of users (server-side sort, search, filters). */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { UserListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { usersKeys } from '../../../lib/query-keys';

export const usersListQuery = (body: UserListRequest) =>
  queryOptions({
    queryKey: usersKeys.list(body),
    queryFn: async (context) => unwrap(await api.post('/merchant/users/list', body, inPlaceRead(context))),
  });
