/** GET /merchant/touchpoints/:id — one touchpoint for its store page. */
import { api, recordRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { touchpointsKeys } from '../../../lib/query-keys';

export const touchpointQuery = (id: number) =>
  queryOptions({
    queryKey: touchpointsKeys.detail(id),
    queryFn: async (context) => unwrap(await api.get(`/merchant/touchpoints/${id}`, recordRead(context))).data,
  });
