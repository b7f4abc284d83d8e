/** GET /platform/tenants — every tenant (the platform's own left out) with its remotes: enabled, pin, the version it gets and had before. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { platformTenantsKeys } from '../../../lib/query-keys';

export const platformTenantsQuery = () =>
  queryOptions({
    queryKey: platformTenantsKeys.lists,
    queryFn: async (context) => unwrap(await api.get('/platform/tenants', inPlaceRead(context))).data,
  });
