/**
 * POST /customer/requests/list with `wallet_id` — a wallet's latest Wallet: Prepaid to Postpaid
 * request (its page and the Request Postpaid dialog show its state). The request list itself is
 * remote-transactions' screen.
 */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { requestsKeys } from '../../../lib/query-keys';

export const latestWalletRequestQuery = (walletId: number) => {
  const body = { wallet_id: walletId, limit: 1, sortBy: 'created_at', sortDir: 'DESC' } as const;
  return queryOptions({
    queryKey: requestsKeys.list(body),
    queryFn: async (context) => unwrap(await api.post('/customer/requests/list', body, inPlaceRead(context))),
  });
};
