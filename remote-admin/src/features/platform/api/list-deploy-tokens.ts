/** GET /platform/deploy-tokens — every deploy token, revoked ones included (never a token itself: only its hash is kept). */
import { api, inPlaceRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { deployTokensKeys } from '../../../lib/query-keys';

export const deployTokensQuery = () =>
  queryOptions({
    queryKey: deployTokensKeys.lists,
    queryFn: async (context) => unwrap(await api.get('/platform/deploy-tokens', inPlaceRead(context))).data,
  });
