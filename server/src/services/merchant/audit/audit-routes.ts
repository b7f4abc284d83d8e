import { AuditEntry, AuditListRequest, ListResponse } from '@console/shared/contracts';
import { responses, type App } from '../../../lib/route';
import { principalOf } from '../../../plugins/access';
import { listAudit } from './audit-repository';

export default async function auditRoutes(app: App) {
  app.post(
    '/audit/list',
    {
      config: { access: { admin: true } },
      schema: { tags: ['audit'], body: AuditListRequest, response: responses({ 200: ListResponse(AuditEntry) }) },
    },
    (request) => listAudit(app.db, principalOf(request).tenantId, request.body),
  );
}
