/** GET /report/reports/checklist — the user's saved columns of the transaction report, and those it may hold. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { reportsKeys } from '../../../lib/query-keys';

export const reportChecklistQuery = () =>
  queryOptions({
    queryKey: reportsKeys.of('checklist'),
    queryFn: async (context) => unwrap(await api.get('/report/reports/checklist', inPlaceRead(context))).data,
  });
