/** POST /merchant/roles/list — one page of roles for Role Management. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { RoleListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { rolesKeys } from '../../../lib/query-keys';

export const rolesListQuery = (body: RoleListRequest) =>
  queryOptions({
    queryKey: rolesKeys.list(body),
    queryFn: async (context) => unwrap(await api.post('/merchant/roles/list', body, inPlaceRead(context))),
  });
