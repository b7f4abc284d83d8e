/**
 * POST /merchant/channels/options — the channels a rule can cover, for the form's Channel picker
 * and the list's Channel filter: the first 20 by name matching what was typed and how many match,
 * or the chosen one by id (to show it by name). Readable by anyone who manages rules.
 */
import { api, quietRead, unwrap } from '@console/shared';
import type { FilterFinder } from '@console/shared/ui';
import { rulesKeys } from '../../../lib/query-keys';

const RULE_CHANNEL_MATCHES = 20;

export const ruleChannelFinder: FilterFinder = {
  noun: 'channels',
  key: ({ search, ids }) => rulesKeys.of('channel-options', { search, ids }),
  read: async ({ search, ids }, signal) => {
    const body = ids ? { ids } : { limit: RULE_CHANNEL_MATCHES, ...(search ? { search } : {}) };
    // Quiet: typing in a picker should not throw the loader over the page.
    const answer = unwrap(await api.post('/merchant/channels/options', body, quietRead({ signal })));
    return { options: answer.data.map((c) => ({ id: c.id, label: c.name })), total: answer.total };
  },
};
