/**
 * POST /customer/customers/options — customers matching a search (id, name and mobile only, first
 * 20 by name), for the pickers of the group form (members) and the wallet form (owner).
 */
import { api, optionsQuestion, quietRead, unwrap } from '@console/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customersKeys } from '../../../lib/query-keys';

export const CUSTOMER_OPTIONS_LIMIT = 20;

const customerOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: customersKeys.of('options', search.trim()),
    queryFn: async (context) => {
      // Quiet: typing in a picker should not throw the loader over the form.
      const body = optionsQuestion(search, CUSTOMER_OPTIONS_LIMIT);
      return unwrap(await api.post('/customer/customers/options', body, quietRead(context))).data;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useCustomerOptions = (search: string) => useQuery(customerOptionsQuery(search));
