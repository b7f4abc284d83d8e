/**
 * POST /customer/customer-groups/list (first 100 by name) — the customer groups a rule can govern,
 * for the form's Customer Group select. Readable by anyone who manages rules.
 */
import { api, quietRead, unwrap } from '@console/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rulesKeys } from '../../../lib/query-keys';

export const ruleGroupOptionsQuery = () =>
  queryOptions({
    queryKey: rulesKeys.of('group-options'),
    queryFn: async (context) => {
      const body = { offset: 0, limit: 100, sortBy: 'name', sortDir: 'ASC' } as const;
      const page = unwrap(await api.post('/customer/customer-groups/list', body, quietRead(context)));
      return page.data.map(({ id, name }) => ({ id, name }));
    },
    staleTime: 60_000,
  });

export const useRuleGroupOptions = () => useQuery(ruleGroupOptionsQuery());
