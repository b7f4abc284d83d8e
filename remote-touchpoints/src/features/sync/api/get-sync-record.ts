/** GET /merchant/sync-runs/:id/records/:recordId — one received touchpoint as the feed sent it (View Info). */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { syncRunsKeys } from '../../../lib/query-keys';

export const syncRecordQuery = (runId: number, recordId: number) =>
  queryOptions({
    queryKey: syncRunsKeys.of('record', runId, recordId),
    queryFn: async (context) =>
      unwrap(await api.get(`/merchant/sync-runs/${runId}/records/${recordId}`, inPlaceRead(context))).data,
  });
