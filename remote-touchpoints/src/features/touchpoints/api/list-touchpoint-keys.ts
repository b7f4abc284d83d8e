/** GET /merchant/touchpoints/:id/keys — a touchpoint's machine keys, newest first, revoked ones included. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { touchpointKeysKeys } from '../../../lib/query-keys';

export const touchpointKeysQuery = (touchpointId: number) =>
  queryOptions({
    queryKey: touchpointKeysKeys.of(touchpointId),
    queryFn: async (context) =>
      unwrap(await api.get(`/merchant/touchpoints/${touchpointId}/keys`, inPlaceRead(context))).data,
  });
