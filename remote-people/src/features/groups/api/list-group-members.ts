/** POST /customer/customer-groups/:id/members/list — a group's members, a page at a time, by name. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { groupsKeys } from '../../../lib/query-keys';

export const groupMembersQuery = (id: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: groupsKeys.of('members', id, page, pageSize),
    queryFn: async (context) =>
      unwrap(
        await api.post(
          `/customer/customer-groups/${id}/members/list`,
          { offset: (page - 1) * pageSize, limit: pageSize, sortBy: 'name', sortDir: 'ASC' },
          inPlaceRead(context),
        ),
      ),
    placeholderData: keepPreviousData,
  });
