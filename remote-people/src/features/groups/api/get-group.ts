/** GET /customer/customer-groups/:id — a group with its member count (view and edit screens); the members are paged by their own list. */
import { api, recordRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { groupsKeys } from '../../../lib/query-keys';

export const groupQuery = (id: number) =>
  queryOptions({
    queryKey: groupsKeys.detail(id),
    queryFn: async (context) => unwrap(await api.get(`/customer/customer-groups/${id}`, recordRead(context))).data,
  });
