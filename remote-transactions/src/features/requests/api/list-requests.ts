/** POST /customer/requests/list — one page of Requests: Wallet: Prepaid to Postpaid. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { RequestListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { requestsKeys } from '../../../lib/query-keys';

export const requestsListQuery = (body: RequestListRequest) =>
  queryOptions({
    queryKey: requestsKeys.list(body),
    queryFn: async (context) => unwrap(await api.post('/customer/requests/list', body, inPlaceRead(context))),
  });
