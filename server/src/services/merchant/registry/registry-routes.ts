import { DEFAULT_LABELS, RegistryResponse } from '@console/shared/contracts';
import { notFound } from '../../../lib/http-errors';
import { responses, type App } from '../../../lib/route';
import { principalOf } from '../../../plugins/access';
import { findTenant } from './registry-repository';
import { remotesFor, type RemoteDeployments } from './remote-registry';

export default async function registryRoutes(app: App, { deployments }: { deployments: RemoteDeployments }) {
  app.get(
    '/console/registry',
    {
      config: { access: { signedIn: true } },
      schema: { tags: ['console'], response: responses({ 200: RegistryResponse }) },
    },
    async (request) => {
      const { tenantId } = principalOf(request);
      const tenant = await findTenant(app.db, tenantId);
      if (!tenant) throw notFound('Tenant');
      return {
        data: {
          module_id: tenant.id,
          tenant_name: tenant.name,
          labels: { ...DEFAULT_LABELS, ...tenant.labels },
          time_zone: tenant.timeZone,
          remotes: remotesFor(tenant.remotes, deployments),
        },
      };
    },
  );
}
