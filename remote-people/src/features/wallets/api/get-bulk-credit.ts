/**
 * GET /customer/wallet/bulk-credit/:id — a bulk credit batch: its progress while its job runs on
 * the server, asked again every second (quietly) until it has ended; then its per-wallet results.
 * The dialog reports what the batch says; a poll that fails is simply asked again.
 */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { BulkCredit } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { bulkCreditsKeys } from '../../../lib/query-keys';

export const BULK_CREDIT_POLL_MS = 1000;

/** Whether the batch's job has still to run or is running. */
export const isUnderway = (batch: BulkCredit | undefined) => batch?.status === 'queued' || batch?.status === 'running';

export const bulkCreditQuery = (id: number) =>
  queryOptions({
    queryKey: bulkCreditsKeys.detail(id),
    queryFn: async (context) => unwrap(await api.get(`/customer/wallet/bulk-credit/${id}`, inPlaceRead(context))).data,
    refetchInterval: (query) => (isUnderway(query.state.data) ? BULK_CREDIT_POLL_MS : false),
  });
