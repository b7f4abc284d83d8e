import { route, type App } from '../../../lib/route';
import { principalOf } from '../../../plugins/access';
import { consoleRegistry } from './registry-service';
import type { RemoteOverrides } from '../../platform';

export default async function registryRoutes(app: App, { overrides }: { overrides: RemoteOverrides }) {
  route(
    app,
    'GET /merchant/console/registry',
    { config: { access: { signedIn: true } }, tags: ['console'] },
    async (request) => ({ data: await consoleRegistry(app.db, principalOf(request).tenantId, overrides) }),
  );
}
