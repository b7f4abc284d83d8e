/** POST /wallet/list — one page of Employee Wallets. */
import { api, listPayload, unwrap, type ListPage, type ListParams } from '@console/shared';
import type { Wallet } from '@console/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { WALLETS_KEY } from '../../../lib/query-keys';

export async function listWallets(params: ListParams, signal?: AbortSignal): Promise<ListPage<Wallet>> {
  return unwrap(await api.post<ListPage<Wallet>>('/wallet/list', listPayload(params), { service: 'customer', signal }));
}

export function useWallets(params: ListParams) {
  return useQuery({
    queryKey: [...WALLETS_KEY, 'list', params],
    queryFn: ({ signal }) => listWallets(params, signal),
    placeholderData: keepPreviousData,
  });
}
