/** POST /merchant/rules/list — one page of rules (server-side sort, search, filters). */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { RuleListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { rulesKeys } from '../../../lib/query-keys';

export const rulesListQuery = (body: RuleListRequest) =>
  queryOptions({
    queryKey: rulesKeys.list(body),
    queryFn: async (context) => unwrap(await api.post('/merchant/rules/list', body, inPlaceRead(context))),
  });
