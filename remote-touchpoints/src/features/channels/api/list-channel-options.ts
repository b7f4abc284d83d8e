/**
 * POST /merchant/channels/list (first 100 by name) — the channels offered by the touchpoint form's
 * Channel select and the Channel filters of the Touchpoint List and Sync Touchpoints.
 */
import { api, quietRead, unwrap } from '@console/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelsKeys } from '../../../lib/query-keys';

const channelOptionsQuery = () =>
  queryOptions({
    queryKey: channelsKeys.of('options'),
    queryFn: async (context) => {
      const body = { offset: 0, limit: 100, sortBy: 'name', sortDir: 'ASC' } as const;
      const page = unwrap(await api.post('/merchant/channels/list', body, quietRead(context)));
      return page.data.map(({ id, name }) => ({ id, name }));
    },
    staleTime: 60_000,
  });

export const useChannelOptions = () => useQuery(channelOptionsQuery());
