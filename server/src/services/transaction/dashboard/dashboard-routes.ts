/** The Dashboard's figures for 1 Day, 1 Week, 1 Month or custom dates. */
import { route, type App } from '../../../lib/route';
import { principalOf } from '../../../plugins/access';
import { tenantTimeZone } from '../../merchant';
import { dashboardOf } from './dashboard-service';

export default async function dashboardRoutes(app: App) {
  route(
    app,
    'POST /transaction/dashboard',
    { config: { search: true, access: { permissions: ['PERM_VIEW_TRANSACTION_LIST'] } }, tags: ['dashboard'] },
    async (request) => {
      const { tenantId } = principalOf(request);
      return { data: await dashboardOf(app.db, tenantId, await tenantTimeZone(app.db, tenantId), request.body) };
    },
  );
}
