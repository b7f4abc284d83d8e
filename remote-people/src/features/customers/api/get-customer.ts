/** GET /customer/customers/:id — one customer with its groups and wallet balance (form and overview). */
import { api, recordRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { customersKeys } from '../../../lib/query-keys';

export const customerQuery = (id: number) =>
  queryOptions({
    queryKey: customersKeys.detail(id),
    queryFn: async (context) => unwrap(await api.get(`/customer/customers/${id}`, recordRead(context))).data,
  });
