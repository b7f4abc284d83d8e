/** POST /merchant/audit/list — one page of the audit trail, read after the previous page's cursor. */
import { api, inPlaceRead, unwrap } from '@console/shared';
import type { AuditListRequest } from '@console/shared/contracts';
import { queryOptions } from '@tanstack/react-query';
import { auditKeys } from '../../../lib/query-keys';

export const auditListQuery = (body: AuditListRequest) =>
  queryOptions({
    queryKey: auditKeys.list(body),
    queryFn: async (context) => unwrap(await api.post('/merchant/audit/list', body, inPlaceRead(context))),
  });
