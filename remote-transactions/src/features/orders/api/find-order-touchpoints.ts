/**
 * POST /transaction/orders/touchpoint-options — the Touchpoint filter's search: the tenant's
 * touchpoints matching what was typed, of the chosen channel. Readable by whoever reads orders.
 */
import { routeId } from '@console/shared';
import { nameFinder } from '@console/shared/ui';
import { catalogue } from '../../../i18n/catalogue';
import { ordersKeys } from '../../../lib/query-keys';

export const orderTouchpointFinder = nameFinder({
  path: '/transaction/orders/touchpoint-options',
  noun: () => catalogue.t('orders.touchpointsNoun'),
  key: ({ search, ids, parent }) => ordersKeys.of('touchpoint-options', { search, ids, parent }),
  narrow: (parent): Record<string, number> => {
    const channel = routeId(parent);
    return channel !== undefined ? { channel_id: channel } : {};
  },
});
