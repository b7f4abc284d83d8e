/**
 * GET /customer/imports/:id — an import: its progress while its job runs on the server, asked
 * again every second (quietly) until it has ended; then its counts. A poll that fails is simply
 * asked again.
 */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { Import } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { importsKeys } from '../../../lib/query-keys';

export const IMPORT_POLL_MS = 1000;

/** Whether the import's job has still to run or is running. */
export const isUnderway = (imported: Import | undefined) =>
  imported?.status === 'queued' || imported?.status === 'running';

export const importQuery = (id: number) =>
  queryOptions({
    queryKey: importsKeys.detail(id),
    queryFn: async (context) => unwrap(await api.get(`/customer/imports/${id}`, inPlaceRead(context))).data,
    refetchInterval: (query) => (isUnderway(query.state.data) ? IMPORT_POLL_MS : false),
  });
