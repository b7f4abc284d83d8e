/**
 * POST /merchant/roles/list (first 100 by name) — the roles a user can be given, for the Role
 * filter and the form's Role select. Readable by anyone who manages users, unlike Role Management.
 */
import { api, quietRead, unwrap } from '@console/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rolesKeys } from '../../../lib/query-keys';

const roleOptionsQuery = () =>
  queryOptions({
    // Under the roles key, so a change in Role Management refreshes these options too.
    queryKey: rolesKeys.of('options'),
    queryFn: async (context) => {
      const body = { offset: 0, limit: 100, sortBy: 'name', sortDir: 'ASC' } as const;
      const page = unwrap(await api.post('/merchant/roles/list', body, quietRead(context)));
      return page.data.map(({ id, name }) => ({ id, name }));
    },
    staleTime: 60_000,
  });

export const useRoleOptions = () => useQuery(roleOptionsQuery());
