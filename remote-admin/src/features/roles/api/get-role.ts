/** GET /merchant/roles/:id — one role for the view and edit screens. */
import { api, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { rolesKeys } from '../../../lib/query-keys';

export const roleQuery = (id: number) =>
  queryOptions({
    queryKey: rolesKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await api.get(`/merchant/roles/${id}`, { signal })).data,
  });
