/** GET /platform/remotes — each remote: current, previous, the kill switch, and its versions newest first with how many tenants pin each. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { platformRemotesKeys } from '../../../lib/query-keys';

export const platformRemotesQuery = () =>
  queryOptions({
    queryKey: platformRemotesKeys.lists,
    queryFn: async (context) => unwrap(await api.get('/platform/remotes', inPlaceRead(context))).data,
  });
