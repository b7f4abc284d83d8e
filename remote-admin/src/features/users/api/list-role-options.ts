/**
 * POST /merchant/roles/options — the roles a user can be given, for the form's Role picker and the
 * list's Role filter: the first 20 by name matching what was typed and how many match, or the
 * chosen one by id (to show it by name). Readable by anyone who manages users, unlike Role Management.
 */
import { api, quietRead, unwrap } from '@console/shared';
import type { FilterFinder } from '@console/shared/ui';
import { rolesKeys } from '../../../lib/query-keys';

const ROLE_MATCHES = 20;

export const roleFinder: FilterFinder = {
  noun: 'roles',
  // Under the roles key, so a change in Role Management refreshes these options too.
  key: ({ search, ids }) => rolesKeys.of('options', { search, ids }),
  read: async ({ search, ids }, signal) => {
    const body = ids ? { ids } : { limit: ROLE_MATCHES, ...(search ? { search } : {}) };
    // Quiet: typing in a picker should not throw the loader over the page.
    const answer = unwrap(await api.post('/merchant/roles/options', body, quietRead({ signal })));
    return { options: answer.data.map((r) => ({ id: r.id, label: r.name })), total: answer.total };
  },
};
