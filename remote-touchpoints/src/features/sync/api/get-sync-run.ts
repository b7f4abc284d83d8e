/**
 * GET /merchant/sync-runs/:id — one channel sync. A running one is asked again every second
 * (quietly: no loader over the page) until it finishes; then the lists that show what it changed
 * — channels, touchpoints and their stores, the runs and their records — are refetched.
 */
import { api, invalidateResources, recordRead, unwrap } from '@console/shared';
import type { SyncRun } from '@console/shared/contracts';
import { queryOptions, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SYNC_RESULT_RESOURCES, syncRunsKeys } from '../../../lib/query-keys';

const SYNC_POLL_MS = 1000;

export const syncRunQuery = (id: number) =>
  queryOptions({
    queryKey: syncRunsKeys.detail(id),
    queryFn: async (context) => unwrap(await api.get(`/merchant/sync-runs/${id}`, recordRead(context))).data,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? SYNC_POLL_MS : false),
  });

/**
 * The runs as they are now: each one a list showed as running is polled until it finishes, and
 * shown as the latest poll has it. Finishing refetches what the run changed, once per run.
 */
export function useLiveSyncRuns(runs: readonly SyncRun[]): SyncRun[] {
  const queryClient = useQueryClient();
  const running = runs.filter((run) => run.status === 'running');
  const polls = useQueries({ queries: running.map((run) => syncRunQuery(run.id)) });
  const live = new Map(polls.flatMap((poll) => (poll.data ? [[poll.data.id, poll.data] as const] : [])));

  const finished = running
    .filter((run) => live.get(run.id) && live.get(run.id)!.status !== 'running')
    .map((run) => run.id)
    .join(',');
  useEffect(() => {
    if (!finished) return;
    void invalidateResources(queryClient, ...SYNC_RESULT_RESOURCES);
  }, [finished, queryClient]);

  return runs.map((run) => (run.status === 'running' ? (live.get(run.id) ?? run) : run));
}
