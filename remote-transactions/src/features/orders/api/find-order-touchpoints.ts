/**
 * POST /transaction/orders/touchpoint-options — the Touchpoint filter's search: the tenant's
 * touchpoints matching what was typed (of the chosen channel), the first 20 by name, and how many
 * match; or the chosen one by id. Readable by whoever reads orders.
 */
import { api, quietRead, routeId, unwrap } from '@console/shared';
import type { FilterFinder } from '@console/shared/ui';
import { ordersKeys } from '../../../lib/query-keys';

export const ORDER_TOUCHPOINT_MATCHES = 20;

export const orderTouchpointFinder: FilterFinder = {
  noun: 'touchpoints',
  key: ({ search, ids, parent }) => ordersKeys.of('touchpoint-options', { search, ids, parent }),
  read: async ({ search, ids, parent }, signal) => {
    const channel = routeId(parent);
    const body = ids
      ? { ids }
      : {
          limit: ORDER_TOUCHPOINT_MATCHES,
          ...(search ? { search } : {}),
          ...(channel !== undefined ? { channel_id: channel } : {}),
        };
    // Quiet: typing in a filter should not throw the loader over the list.
    const answer = unwrap(await api.post('/transaction/orders/touchpoint-options', body, quietRead({ signal })));
    return { options: answer.data.map((t) => ({ id: t.id, label: t.name })), total: answer.total };
  },
};
