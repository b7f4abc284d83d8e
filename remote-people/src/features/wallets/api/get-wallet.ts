/** GET /wallet/:id — one wallet with its owner (view and edit screens). */
import { api, unwrap } from '@console/shared';
import type { Wallet } from '@console/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { WALLETS_KEY } from '../../../lib/query-keys';

export async function getWallet(id: number, signal?: AbortSignal): Promise<Wallet> {
  return unwrap(await api.get<{ data: Wallet }>(`/wallet/${id}`, { service: 'customer', signal })).data;
}

export function useWallet(id: number | undefined) {
  return useQuery({
    queryKey: [...WALLETS_KEY, 'detail', id],
    queryFn: ({ signal }) => getWallet(id!, signal),
    enabled: id !== undefined,
  });
}
