/**
 * The platform console's API (`/api/platform`): tenants and their remotes, the remotes' versions
 * and releases, deploy tokens and remote health for the platform operator; publishing for a
 * team's pipeline with its deploy token.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Actor } from '../../lib/audit';
import { route, type App } from '../../lib/route';
import { actorOf, deployCallerOf } from '../../plugins/access';
import { issueDeployToken, listDeployTokens, revokeDeployToken } from './deploy-tokens/deploy-tokens-service';
import { remoteHealth } from './health/health-service';
import { publishVersion, type PublishSettings } from './publish/publish-service';
import type { RemoteOverrides } from './remotes/remote-config';
import { listRemotes, makeCurrent, rollback, rollout, setDisabled, withdraw } from './remotes/remotes-service';
import { listTenants, setTenantRemote, updateTenant } from './tenants/tenants-service';

const platform = { access: { platform: true } } as const;
const tags = ['platform'];

export default async function platformRoutes(
  app: App,
  { overrides, publish }: { overrides: RemoteOverrides; publish: PublishSettings },
) {
  const actor = (request: FastifyRequest): Actor => actorOf(request);
  route(app, 'GET /platform/tenants', { config: platform, tags }, async () => ({
    data: await listTenants(app.db, overrides),
  }));
  route(app, 'PUT /platform/tenants/:id', { config: platform, tags }, async (request) => ({
    data: await updateTenant(app.db, actor(request), overrides, request.params.id, request.body),
  }));
  route(app, 'PUT /platform/tenants/:id/remotes/:remote', { config: platform, tags }, async (request) => ({
    data: await setTenantRemote(
      app.db,
      actor(request),
      overrides,
      request.params.id,
      request.params.remote,
      request.body,
    ),
  }));

  route(app, 'GET /platform/remotes', { config: platform, tags }, async () => ({
    data: await listRemotes(app.db, overrides),
  }));
  route(app, 'GET /platform/remotes/health', { config: platform, tags }, async () => ({
    data: await remoteHealth(app.db),
  }));
  route(app, 'POST /platform/remotes/:remote/current', { config: platform, tags }, async (request) => ({
    data: await makeCurrent(app.db, actor(request), overrides, request.params.remote, request.body.version),
  }));
  route(app, 'POST /platform/remotes/:remote/rollout', { config: platform, tags }, async (request) => ({
    data: await rollout(app.db, actor(request), overrides, request.params.remote, request.body),
  }));
  route(app, 'POST /platform/remotes/:remote/rollback', { config: platform, tags }, async (request) => ({
    data: await rollback(app.db, actor(request), overrides, request.params.remote),
  }));
  route(
    app,
    'POST /platform/remotes/:remote/versions/:version/withdraw',
    { config: platform, tags },
    async (request) => ({
      data: await withdraw(app.db, actor(request), overrides, request.params.remote, request.params.version),
    }),
  );
  route(app, 'PUT /platform/remotes/:remote/disabled', { config: platform, tags }, async (request) => ({
    data: await setDisabled(app.db, actor(request), overrides, request.params.remote, request.body.disabled),
  }));

  route(app, 'GET /platform/deploy-tokens', { config: platform, tags }, async () => ({
    data: await listDeployTokens(app.db),
  }));
  route(app, 'POST /platform/deploy-tokens', { config: platform, tags }, async (request, reply) => {
    const data = await issueDeployToken(app.db, actor(request), request.body);
    reply.code(201);
    return { data };
  });
  route(app, 'DELETE /platform/deploy-tokens/:id', { config: platform, tags }, async (request, reply) => {
    await revokeDeployToken(app.db, actor(request), request.params.id);
    return reply.status(204).send(null);
  });

  route(
    app,
    'POST /platform/remotes/:remote/versions',
    {
      config: { access: { deploy: true } },
      tags,
      security: [],
      headers: Type.Object({ 'x-deploy-token': Type.Optional(Type.String({ maxLength: 200 })) }),
    },
    async (request, reply) => {
      const caller = { ...deployCallerOf(request), ip: request.ip };
      const data = await publishVersion(app.db, caller, publish, request.params.remote, request.body);
      reply.code(201);
      return { data };
    },
  );
}
