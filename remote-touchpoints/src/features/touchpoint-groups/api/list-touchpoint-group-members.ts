/** POST /merchant/touchpoint-groups/:id/members/list — a group's touchpoints, a page at a time, by name. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { touchpointGroupsKeys } from '../../../lib/query-keys';

export const touchpointGroupMembersQuery = (id: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: touchpointGroupsKeys.of('members', id, page, pageSize),
    queryFn: async (context) =>
      unwrap(
        await api.post(
          `/merchant/touchpoint-groups/${id}/members/list`,
          { offset: (page - 1) * pageSize, limit: pageSize, sortBy: 'name', sortDir: 'ASC' },
          inPlaceRead(context),
        ),
      ),
    placeholderData: keepPreviousData,
  });
