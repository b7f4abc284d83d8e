/** POST /merchant/institutions/list — one page of institutions with their linked groups. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { InstitutionListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { institutionsKeys } from '../../../lib/query-keys';

export const institutionsListQuery = (body: InstitutionListRequest) =>
  queryOptions({
    queryKey: institutionsKeys.list(body),
    queryFn: async (context) => unwrap(await api.post('/merchant/institutions/list', body, inPlaceRead(context))),
  });
