/** GET /merchant/users/:id — one user for the view and edit screens. */
import { api, recordRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { usersKeys } from '../../../lib/query-keys';

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: async (context) => unwrap(await api.get(`/merchant/users/${id}`, recordRead(context))).data,
  });
