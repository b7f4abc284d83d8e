/** GET /merchant/roles/:id — one role for the view and edit screens. */
import { api, recordRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { rolesKeys } from '../../../lib/query-keys';

export const roleQuery = (id: number) =>
  queryOptions({
    queryKey: rolesKeys.detail(id),
    queryFn: async (context) => unwrap(await api.get(`/merchant/roles/${id}`, recordRead(context))).data,
  });
