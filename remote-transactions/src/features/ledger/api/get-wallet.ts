/**
 * GET /customer/wallet/:id — the wallet a row's Add/Remove Fund dialog moves money on: its balance,
 * type and credit limit now (a ledger row holds the balance of its own moment only).
 */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { ledgerKeys } from '../../../lib/query-keys';

export const walletQuery = (id: number) =>
  queryOptions({
    queryKey: ledgerKeys.of('wallet', id),
    queryFn: async (context) => unwrap(await api.get(`/customer/wallet/${id}`, inPlaceRead(context))).data,
    // The dialog previews the balance each button would leave: read it fresh every time.
    staleTime: 0,
  });
