/** POST /customer/customers/list — one page of the People List (server-side search, filters, sort). */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { CustomerListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { customersKeys } from '../../../lib/query-keys';

export const customersListQuery = (body: CustomerListRequest) =>
  queryOptions({
    queryKey: customersKeys.list(body),
    queryFn: async (context) => unwrap(await api.post('/customer/customers/list', body, inPlaceRead(context))),
  });
