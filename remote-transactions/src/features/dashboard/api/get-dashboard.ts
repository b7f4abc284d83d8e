/** POST /transaction/dashboard — the KPIs and charts of one period (1 Day, 1 Week, 1 Month). */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { TimeRange } from '@console/shared/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dashboardKeys } from '../../../lib/query-keys';

export const dashboardQuery = (range: TimeRange) =>
  queryOptions({
    queryKey: dashboardKeys.of('range', range),
    queryFn: async (context) => unwrap(await api.post('/transaction/dashboard', { range }, inPlaceRead(context))).data,
    placeholderData: keepPreviousData,
  });
