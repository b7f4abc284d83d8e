/**
 * POST /merchant/search — the records (orders, customers, touchpoints, wallets) the command palette
 * finds for what was typed: only the kinds the operator's role opens, in their tenant. Shown in the
 * palette, failure included, so never toasted.
 */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';

export const searchRecordsQuery = (q: string) =>
  queryOptions({
    queryKey: ['host', 'search', q] as const,
    queryFn: async (context) => unwrap(await api.post('/merchant/search', { q }, inPlaceRead(context))),
    staleTime: 30_000,
  });
