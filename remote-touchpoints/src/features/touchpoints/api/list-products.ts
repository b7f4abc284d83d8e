/** POST /merchant/touchpoints/:id/products/list — a touchpoint's store, a page at a time, by slot. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { touchpointsKeys } from '../../../lib/query-keys';

export const productsQuery = (touchpointId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: touchpointsKeys.of('products', touchpointId, page, pageSize),
    queryFn: async (context) =>
      unwrap(
        await api.post(
          `/merchant/touchpoints/${touchpointId}/products/list`,
          { offset: (page - 1) * pageSize, limit: pageSize, sortBy: 'slot', sortDir: 'ASC' },
          inPlaceRead(context),
        ),
      ),
    placeholderData: keepPreviousData,
  });
