/**
 * POST /merchant/channels/options — the channels of the touchpoint dialog's Channel picker and the
 * Channel filters of the Touchpoint List and Sync Touchpoints: the first 20 by name matching what
 * was typed and how many match, or the chosen one by id (to show it by name).
 */
import { api, quietRead, unwrap } from '@console/shared';
import type { FilterFinder } from '@console/shared/ui';
import { channelsKeys } from '../../../lib/query-keys';

const CHANNEL_MATCHES = 20;

export const channelFinder: FilterFinder = {
  noun: 'channels',
  // Under the channels key, so adding or editing a channel refreshes these options too.
  key: ({ search, ids }) => channelsKeys.of('options', { search, ids }),
  read: async ({ search, ids }, signal) => {
    const body = ids ? { ids } : { limit: CHANNEL_MATCHES, ...(search ? { search } : {}) };
    // Quiet: typing in a picker should not throw the loader over the page.
    const answer = unwrap(await api.post('/merchant/channels/options', body, quietRead({ signal })));
    return { options: answer.data.map((c) => ({ id: c.id, label: c.name })), total: answer.total };
  },
};
