/** `POST /api/merchant/console/remote-loads`: a signed-in console reports its remote loads (the platform's health). */
import { route, type App } from '../../../lib/route';
import { principalOf } from '../../../plugins/access';
import { recordRemoteLoads } from './health-service';

export default async function remoteLoadsRoutes(app: App) {
  route(
    app,
    'POST /merchant/console/remote-loads',
    { config: { access: { signedIn: true } }, tags: ['console'] },
    async (request, reply) => {
      await recordRemoteLoads(app.db, principalOf(request).tenantId, request.body);
      return reply.status(204).send(null);
    },
  );
}
