import { tenantRead } from '../../../lib/record-routes';
import { route, type App } from '../../../lib/route';
import { principalOf } from '../../../plugins/access';
import { auditFacets, listAudit } from './audit-service';

export default async function auditRoutes(app: App) {
  route(
    app,
    'POST /merchant/audit/list',
    { config: { search: true, access: { adminOrPlatform: true } }, tags: ['audit'] },
    tenantRead(app, listAudit),
  );

  route(
    app,
    'GET /merchant/audit/facets',
    { config: { access: { adminOrPlatform: true } }, tags: ['audit'] },
    async (request) => ({ data: await auditFacets(app.db, principalOf(request).tenantId) }),
  );
}
