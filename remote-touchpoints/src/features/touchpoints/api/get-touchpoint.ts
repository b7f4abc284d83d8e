/** GET /merchant/touchpoints/:id — one touchpoint for its store page. */
import { api, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { touchpointsKeys } from '../../../lib/query-keys';

export const touchpointQuery = (id: number) =>
  queryOptions({
    queryKey: touchpointsKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await api.get(`/merchant/touchpoints/${id}`, { signal })).data,
  });
