/** GET /transaction/orders/filter-options — the channels the list's Channel filter offers. */
import { api, quietRead, unwrap } from '@console/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersKeys } from '../../../lib/query-keys';

export const orderFilterOptionsQuery = () =>
  queryOptions({
    queryKey: ordersKeys.of('filter-options'),
    queryFn: async (context) => unwrap(await api.get('/transaction/orders/filter-options', quietRead(context))).data,
    staleTime: 60_000,
  });

export const useOrderFilterOptions = () => useQuery(orderFilterOptionsQuery());
