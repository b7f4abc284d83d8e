/** POST /merchant/sync-runs/:id/records/list — the touchpoints one sync received, a page at a time, with what it did to each. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { SyncOutcome, SyncRun } from '@console/shared/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { syncRunsKeys } from '../../../lib/query-keys';

/** `status`: the run's, in the key so the records are read again when the run finishes. */
export const syncRecordsQuery = (
  runId: number,
  status: SyncRun['status'] | undefined,
  outcome: SyncOutcome | undefined,
  page: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: syncRunsKeys.of('records', runId, status, outcome ?? 'ALL', page, pageSize),
    queryFn: async (context) =>
      unwrap(
        await api.post(
          `/merchant/sync-runs/${runId}/records/list`,
          {
            offset: (page - 1) * pageSize,
            limit: pageSize,
            sortBy: 'id',
            sortDir: 'ASC',
            ...(outcome ? { outcome } : {}),
          },
          inPlaceRead(context),
        ),
      ),
    placeholderData: keepPreviousData,
  });
