/** GET /customer/customers/filter-options — the departments and sub-departments the list can filter by. */
import { api, quietRead, unwrap } from '@console/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customersKeys } from '../../../lib/query-keys';

const customerFilterOptionsQuery = () =>
  queryOptions({
    queryKey: customersKeys.of('filter-options'),
    queryFn: async (context) => unwrap(await api.get('/customer/customers/filter-options', quietRead(context))).data,
    staleTime: 60_000,
  });

export const useCustomerFilterOptions = () => useQuery(customerFilterOptionsQuery());
