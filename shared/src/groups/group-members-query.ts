/**
 * One page of a named group's members, by name (`POST …/:id/members/list`), for the kit's group
 * pages: the api file names the key and makes the call with the body given; this turns the page
 * into that body and keeps the page on screen while the next one loads.
 *
 *   export const groupMembersQuery = (id: number, page: number, pageSize: number) =>
 *     groupMembersPageQuery(groupsKeys.of('members', id), page, pageSize, {
 *       queryFn: async (body, context) => unwrap(await api.post(`/…/${id}/members/list`, body, inPlaceRead(context))),
 *     });
 */
import { keepPreviousData, queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import type { ListPage } from '../api/list';

/** The list body of one page of members, by name. */
export interface MembersPageBody {
  offset: number;
  limit: number;
  sortBy: 'name';
  sortDir: 'ASC';
}

/** `key` is the group's members key (`groupsKeys.of('members', id)`); the page and its size are added to it. */
export function groupMembersPageQuery<M, const K extends readonly unknown[]>(
  key: K,
  page: number,
  pageSize: number,
  read: { queryFn(body: MembersPageBody, context: QueryFunctionContext): Promise<ListPage<M>> },
) {
  return queryOptions({
    queryKey: [...key, page, pageSize] as const,
    queryFn: (context) =>
      read.queryFn({ offset: (page - 1) * pageSize, limit: pageSize, sortBy: 'name', sortDir: 'ASC' }, context),
    placeholderData: keepPreviousData,
  });
}
