/**
 * POST /merchant/touchpoints/options — touchpoints matching a search (id, name and channel, first
 * 20 by name) and how many match, for the rule form's Touchpoint picker. Readable by anyone who
 * manages rules.
 */
import { api, optionsQuestion, quietRead, unwrap } from '@console/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rulesKeys } from '../../../lib/query-keys';

const RULE_TOUCHPOINT_OPTIONS_LIMIT = 20;

export const ruleTouchpointOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: rulesKeys.of('touchpoint-options', search.trim()),
    queryFn: async (context) => {
      // Quiet: typing in a picker should not throw the loader over the form.
      const body = optionsQuestion(search, RULE_TOUCHPOINT_OPTIONS_LIMIT);
      return unwrap(await api.post('/merchant/touchpoints/options', body, quietRead(context)));
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useRuleTouchpointOptions = (search: string) => useQuery(ruleTouchpointOptionsQuery(search));
