/**
 * POST /report/reports — queues a report of Touchpoint Orders' current filters and period: the
 * transaction report with the chosen columns (none: the default report), or the feedback report.
 * Answers 202 with the job and what to tell the user; the Reports page's list is refetched. A
 * refusal (a bad column, the tenant's cap, too many pending) is shown by the dialog.
 */
import { api, unwrap } from '@console/shared';
import type { OrderListRequest, ReportCreateBody, ReportFilters } from '@console/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportsKeys } from '../../../lib/query-keys';
import { periodBody } from '../../../lib/period';

/** The list's filters and period as a report's (its paging, sort and cursor left out). */
export function reportFilters(body: OrderListRequest): ReportFilters {
  const { range, from, to, channel_id, touchpoint_id, payment_status, status, search } = periodBody(body);
  const filters: ReportFilters = { range, from, to, channel_id, touchpoint_id, payment_status, status, search };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as ReportFilters;
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReportCreateBody) =>
      unwrap(await api.post('/report/reports', body, { noErrorToast: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKeys.lists }),
  });
}
