/** The Dashboard's figures for 1 Day, 1 Week, 1 Month or custom dates. */
import { Dashboard, DashboardRequest, DataResponse } from '@console/shared/contracts';
import { responses, type App } from '../../../lib/route';
import { principalOf } from '../../../plugins/access';
import { tenantTimeZone } from '../../merchant';
import { dashboardOf } from './dashboard-service';

export default async function dashboardRoutes(app: App) {
  app.post(
    '/dashboard',
    {
      config: { search: true, access: { permissions: ['PERM_VIEW_TRANSACTION_LIST'] } },
      schema: { tags: ['dashboard'], body: DashboardRequest, response: responses({ 200: DataResponse(Dashboard) }) },
    },
    async (request) => {
      const { tenantId } = principalOf(request);
      return { data: await dashboardOf(app.db, tenantId, await tenantTimeZone(app.db, tenantId), request.body) };
    },
  );
}
