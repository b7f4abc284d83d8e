/**
 * POST /customer/customer-groups/list (first 100 by name) — the groups offered by the customer
 * form, the People and Wallets lists' Group filter, Add to Group and the wallets' bulk credit.
 */
import { api, quietRead, unwrap } from '@console/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsKeys } from '../../../lib/query-keys';

const groupOptionsQuery = () =>
  queryOptions({
    queryKey: groupsKeys.of('options'),
    queryFn: async (context) => {
      const body = { offset: 0, limit: 100, sortBy: 'name', sortDir: 'ASC' } as const;
      const page = unwrap(await api.post('/customer/customer-groups/list', body, quietRead(context)));
      return page.data.map(({ id, name, member_count }) => ({ id, name, member_count }));
    },
    staleTime: 60_000,
  });

export const useGroupOptions = () => useQuery(groupOptionsQuery());
