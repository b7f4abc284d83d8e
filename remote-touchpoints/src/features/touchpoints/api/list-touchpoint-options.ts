/**
 * POST /merchant/touchpoints/options — touchpoints matching a search (id, name and channel only,
 * first 20 by name), for the touchpoint group form's picker.
 */
import { api, optionsQuestion, quietRead, unwrap } from '@console/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { touchpointsKeys } from '../../../lib/query-keys';

export const TOUCHPOINT_OPTIONS_LIMIT = 20;

export const touchpointOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: touchpointsKeys.of('options', search.trim()),
    queryFn: async (context) => {
      // Quiet: typing in a picker should not throw the loader over the form.
      const body = optionsQuestion(search, TOUCHPOINT_OPTIONS_LIMIT);
      return unwrap(await api.post('/merchant/touchpoints/options', body, quietRead(context))).data;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useTouchpointOptions = (search: string) => useQuery(touchpointOptionsQuery(search));
