/**
 * POST /customer/customer-groups/options — the customer groups a rule can govern, for the form's
 * Customer Group picker: the first 20 by name matching what was typed and how many match, or the
 * chosen one by id (to show it by name). Readable by anyone who manages rules.
 */
import { api, quietRead, unwrap } from '@console/shared';
import type { FilterFinder } from '@console/shared/ui';
import { rulesKeys } from '../../../lib/query-keys';

const RULE_GROUP_MATCHES = 20;

export const ruleGroupFinder: FilterFinder = {
  noun: 'customer groups',
  key: ({ search, ids }) => rulesKeys.of('group-options', { search, ids }),
  read: async ({ search, ids }, signal) => {
    const body = ids ? { ids } : { limit: RULE_GROUP_MATCHES, ...(search ? { search } : {}) };
    // Quiet: typing in a picker should not throw the loader over the form.
    const answer = unwrap(await api.post('/customer/customer-groups/options', body, quietRead({ signal })));
    return { options: answer.data.map((g) => ({ id: g.id, label: g.name })), total: answer.total };
  },
};
