/** POST /merchant/touchpoint-groups/:id/members/list — a group's touchpoints, a page at a time, by name. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { groupMembersPageQuery } from '@console/shared/ui';
import { touchpointGroupsKeys } from '../../../lib/query-keys';

export const touchpointGroupMembersQuery = (id: number, page: number, pageSize: number) =>
  groupMembersPageQuery(touchpointGroupsKeys.of('members', id), page, pageSize, {
    queryFn: async (body, context) =>
      unwrap(await api.post(`/merchant/touchpoint-groups/${id}/members/list`, body, inPlaceRead(context))),
  });
