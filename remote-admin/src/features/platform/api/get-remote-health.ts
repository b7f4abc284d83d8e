/** GET /platform/remotes/health — per remote version, the last hour's loads, failures, p95 load time and last failure; asked again every minute. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { remoteHealthKeys } from '../../../lib/query-keys';

export const HEALTH_POLL_MS = 60_000;

export const remoteHealthQuery = () =>
  queryOptions({
    queryKey: remoteHealthKeys.lists,
    queryFn: async (context) => unwrap(await api.get('/platform/remotes/health', inPlaceRead(context))).data,
    refetchInterval: HEALTH_POLL_MS,
  });
