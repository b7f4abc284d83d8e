import { RegistryResponse } from '@console/shared/contracts';
import { responses, type App } from '../../../lib/route';
import { principalOf } from '../../../plugins/access';
import { consoleRegistry } from './registry-service';
import type { RemoteDeployments } from './remote-registry';

export default async function registryRoutes(app: App, { deployments }: { deployments: RemoteDeployments }) {
  app.get(
    '/console/registry',
    {
      config: { access: { signedIn: true } },
      schema: { tags: ['console'], response: responses({ 200: RegistryResponse }) },
    },
    async (request) => ({ data: await consoleRegistry(app.db, principalOf(request).tenantId, deployments) }),
  );
}
