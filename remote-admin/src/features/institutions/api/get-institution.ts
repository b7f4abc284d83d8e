/** GET /merchant/institutions/:id — one institution with its linked customer and touchpoint groups. */
import { api, recordRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { institutionsKeys } from '../../../lib/query-keys';

export const institutionQuery = (id: number) =>
  queryOptions({
    queryKey: institutionsKeys.detail(id),
    queryFn: async (context) => unwrap(await api.get(`/merchant/institutions/${id}`, recordRead(context))).data,
  });
