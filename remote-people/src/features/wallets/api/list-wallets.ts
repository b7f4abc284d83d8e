/** POST /customer/wallet/list — one page of Employee Wallets. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { WalletListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { walletsKeys } from '../../../lib/query-keys';

export const walletsListQuery = (body: WalletListRequest) =>
  queryOptions({
    queryKey: walletsKeys.list(body),
    queryFn: async (context) => unwrap(await api.post('/customer/wallet/list', body, inPlaceRead(context))),
  });
