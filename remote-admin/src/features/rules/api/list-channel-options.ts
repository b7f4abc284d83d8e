/**
 * POST /merchant/channels/list (first 100 by name) — the channels a rule can cover, for the form's
 * Channel select and the list's Channel filter. Readable by anyone who manages rules.
 */
import { api, quietRead, unwrap } from '@console/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rulesKeys } from '../../../lib/query-keys';

export const ruleChannelOptionsQuery = () =>
  queryOptions({
    queryKey: rulesKeys.of('channel-options'),
    queryFn: async (context) => {
      const body = { offset: 0, limit: 100, sortBy: 'name', sortDir: 'ASC' } as const;
      const page = unwrap(await api.post('/merchant/channels/list', body, quietRead(context)));
      return page.data.map(({ id, name }) => ({ id, name }));
    },
    staleTime: 60_000,
  });

export const useRuleChannelOptions = () => useQuery(ruleChannelOptionsQuery());
