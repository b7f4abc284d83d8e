/**
 * POST /merchant/touchpoints/:id/products/list, read to its end by cursor — the slots of a
 * touchpoint that already hold a product, so the product dialog offers only the free ones. A
 * grid holds at most 3 600 slots: 36 pages of 100.
 */
import { api, quietRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { touchpointsKeys } from '../../../lib/query-keys';

const PAGE = 100;

export const usedSlotsQuery = (touchpointId: number) =>
  queryOptions({
    queryKey: touchpointsKeys.of('products', touchpointId, 'used-slots'),
    queryFn: async (context) => {
      const used: { slot: string; productId: number }[] = [];
      let cursor: string | undefined;
      do {
        const body = { limit: PAGE, sortBy: 'id', sortDir: 'ASC', ...(cursor ? { cursor } : { offset: 0 }) } as const;
        const page = unwrap(
          await api.post(`/merchant/touchpoints/${touchpointId}/products/list`, body, quietRead(context)),
        );
        for (const p of page.data) if (p.slot) used.push({ slot: p.slot, productId: p.id });
        cursor = page.pagination.nextCursor ?? undefined;
      } while (cursor);
      return used;
    },
  });
