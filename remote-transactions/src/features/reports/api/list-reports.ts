/**
 * POST /report/reports/list — the user's report jobs, newest first. While any job on the page is
 * queued or running the list is asked again every few seconds (quietly), and stops once none is.
 */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { ReportJob, ReportListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { reportsKeys } from '../../../lib/query-keys';

export const REPORTS_POLL_MS = 3000;

export const isPending = (job: Pick<ReportJob, 'status'>) => job.status === 'queued' || job.status === 'running';

export const reportsListQuery = (body: ReportListRequest) =>
  queryOptions({
    queryKey: reportsKeys.list(body),
    queryFn: async (context) => unwrap(await api.post('/report/reports/list', body, inPlaceRead(context))),
    refetchInterval: (query) => (query.state.data?.data.some(isPending) ? REPORTS_POLL_MS : false),
  });
