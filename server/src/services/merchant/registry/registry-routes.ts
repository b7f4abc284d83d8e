import { DEFAULT_LABELS, RegistryResponse } from '@console/shared/contracts';
import { eq } from 'drizzle-orm';
import { tenants } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { responses, type App } from '../../../lib/route';
import { principalOf } from '../../../plugins/access';
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
      const [tenant] = await app.db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
      if (!tenant) throw notFound('Tenant');
      return {
        data: {
          module_id: tenant.id,
          tenant_name: tenant.name,
          labels: { ...DEFAULT_LABELS, ...tenant.labels },
          remotes: remotesFor(tenant.remotes, deployments),
        },
      };
    },
  );
}
