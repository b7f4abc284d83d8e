import { AuditEntry, AuditFacets, AuditListRequest, DataResponse, ListResponse } from '@console/shared/contracts';
import { responses, type App } from '../../../lib/route';
import { principalOf } from '../../../plugins/access';
import { auditFacets, listAudit } from './audit-service';

export default async function auditRoutes(app: App) {
  app.post(
    '/audit/list',
    {
      config: { search: true, access: { admin: true } },
      schema: { tags: ['audit'], body: AuditListRequest, response: responses({ 200: ListResponse(AuditEntry) }) },
    },
    (request) => listAudit(app.db, principalOf(request).tenantId, request.body),
  );

  app.get(
    '/audit/facets',
    {
      config: { access: { admin: true } },
      schema: { tags: ['audit'], response: responses({ 200: DataResponse(AuditFacets) }) },
    },
    async (request) => ({ data: await auditFacets(app.db, principalOf(request).tenantId) }),
  );
}
