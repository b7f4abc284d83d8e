/** GET /merchant/rules/:id — one rule with its rows, for the view and edit screens. */
import { api, recordRead, unwrap } from '@console/shared';
import { queryOptions } from '@tanstack/react-query';
import { rulesKeys } from '../../../lib/query-keys';

export const ruleQuery = (id: number) =>
  queryOptions({
    queryKey: rulesKeys.detail(id),
    queryFn: async (context) => unwrap(await api.get(`/merchant/rules/${id}`, recordRead(context))).data,
  });
