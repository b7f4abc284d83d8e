/**
 * POST /merchant/institutions/customer-group-options and …/touchpoint-group-options — the
 * tenant's groups matching a search (first 20 by name), for the institution form's pickers. They
 * answer to whoever manages institutions, without the groups' own permissions.
 */
import { api, optionsQuestion, quietRead, unwrap } from '@console/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { institutionsKeys } from '../../../lib/query-keys';

export const GROUP_OPTIONS_LIMIT = 20;
export type GroupKind = 'customer' | 'touchpoint';

export const groupOptionsQuery = (kind: GroupKind, search: string) =>
  queryOptions({
    queryKey: institutionsKeys.of('group-options', kind, search.trim()),
    queryFn: async (context) => {
      const body = optionsQuestion(search, GROUP_OPTIONS_LIMIT);
      // Quiet: typing in a picker should not throw the loader over the form.
      const answer =
        kind === 'customer'
          ? unwrap(await api.post('/merchant/institutions/customer-group-options', body, quietRead(context)))
          : unwrap(await api.post('/merchant/institutions/touchpoint-group-options', body, quietRead(context)));
      return answer.data;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useGroupOptions = (kind: GroupKind, search: string) => useQuery(groupOptionsQuery(kind, search));
