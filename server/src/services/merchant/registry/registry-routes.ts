import { route, type App } from '../../../lib/route';
import { principalOf } from '../../../plugins/access';
import { consoleRegistry } from './registry-service';
import type { RemoteDeployments } from './remote-registry';

export default async function registryRoutes(app: App, { deployments }: { deployments: RemoteDeployments }) {
  route(
    app,
    'GET /merchant/console/registry',
    { config: { access: { signedIn: true } }, tags: ['console'] },
    async (request) => ({ data: await consoleRegistry(app.db, principalOf(request).tenantId, deployments) }),
  );
}
