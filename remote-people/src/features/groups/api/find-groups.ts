/**
 * POST /customer/customer-groups/options — the People and Wallets lists' Group filter and Add to
 * Group search the tenant's groups as the operator types: the first 20 by name and how many match, or the chosen
 * one by id (a shared link shows its name).
 */
import { api, quietRead, unwrap } from '@console/shared';
import type { FilterFinder } from '@console/shared/ui';
import { groupsKeys } from '../../../lib/query-keys';

export const GROUP_MATCHES = 20;

export const groupFinder: FilterFinder = {
  noun: 'groups',
  key: ({ search, ids }) => groupsKeys.of('options', { search, ids }),
  read: async ({ search, ids }, signal) => {
    const body = ids ? { ids } : { limit: GROUP_MATCHES, ...(search ? { search } : {}) };
    // Quiet: typing in a picker should not throw the loader over the page.
    const answer = unwrap(await api.post('/customer/customer-groups/options', body, quietRead({ signal })));
    return { options: answer.data.map((g) => ({ id: g.id, label: g.name })), total: answer.total };
  },
};
