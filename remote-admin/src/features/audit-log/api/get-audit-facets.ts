/** GET /merchant/audit/facets — the entities, actions and users the trail holds, for the filters. */
import { api, quietRead, unwrap } from '@console/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditKeys } from '../../../lib/query-keys';

export const auditFacetsQuery = () =>
  queryOptions({
    queryKey: auditKeys.of('facets'),
    queryFn: async (context) => unwrap(await api.get('/merchant/audit/facets', quietRead(context))).data,
    staleTime: 60_000,
  });

export const useAuditFacets = () => useQuery(auditFacetsQuery());
