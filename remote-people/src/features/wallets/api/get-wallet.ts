/** GET /customer/wallet/:id — one wallet with its owner (view and edit screens). */
import { api, recordRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { walletsKeys } from '../../../lib/query-keys';

export const walletQuery = (id: number) =>
  queryOptions({
    queryKey: walletsKeys.detail(id),
    queryFn: async (context) => unwrap(await api.get(`/customer/wallet/${id}`, recordRead(context))).data,
  });
