/** POST /merchant/sync-runs/list — one page of channel syncs, newest first unless sorted otherwise. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { SyncRunListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { syncRunsKeys } from '../../../lib/query-keys';

export const syncRunsListQuery = (body: SyncRunListRequest) =>
  queryOptions({
    queryKey: syncRunsKeys.list(body),
    queryFn: async (context) => unwrap(await api.post('/merchant/sync-runs/list', body, inPlaceRead(context))),
  });
