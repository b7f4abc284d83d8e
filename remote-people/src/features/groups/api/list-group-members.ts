/** POST /customer/customer-groups/:id/members/list — a group's members, a page at a time, by name. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { groupMembersPageQuery } from '@console/shared/ui';
import { groupsKeys } from '../../../lib/query-keys';

export const groupMembersQuery = (id: number, page: number, pageSize: number) =>
  groupMembersPageQuery(groupsKeys.of('members', id), page, pageSize, {
    queryFn: async (body, context) =>
      unwrap(await api.post(`/customer/customer-groups/${id}/members/list`, body, inPlaceRead(context))),
  });
