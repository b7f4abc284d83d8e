import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { principalOf } from '../../../plugins/access';
import { route, responses, type App } from '../../../lib/route';
import type { RemoteOverrides } from '../../platform';
import { login, logout, refresh, sessionUserOf } from './auth-service';

const tags = ['auth'];

export default async function authRoutes(app: App, { overrides }: { overrides: RemoteOverrides }) {
  const settings = app.config;

  route(app, 'POST /merchant/users/login', { config: { access: { public: true } }, tags, security: [] }, (request) =>
    login(app.db, app.signer, { ...settings, overrides }, { ...request.body, ip: request.ip }),
  );

  // The refresh goes to the user-management path with `action: "refresh_token"`.
  // Logging out there works for a lapsed licence too; a refresh then answers 402.
  route(
    app,
    'POST /merchant/user-management',
    { config: { access: { ownSession: true } }, tags },
    async (request, reply) => {
      const principal = principalOf(request);
      if (request.body.action === 'logout') {
        await logout(app.db, app.principalEvents, principal, request.ip);
        return reply.status(204).send(null);
      }
      return { data: await refresh(app.db, app.signer, app.principalEvents, settings, principal) };
    },
  );

  // Logout always ends the session: whatever the body (none, empty JSON, not JSON at all, too
  // large, under a malformed content type) and whatever the licence. It ends the session as soon
  // as the caller is known, before the body is read, so nothing sent with it can stop it; its own
  // scope reads any body as nothing.
  await app.register(async (scope: App) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    const endSession = async (request: FastifyRequest, reply: FastifyReply) => {
      await logout(app.db, app.principalEvents, principalOf(request), request.ip);
      return reply.status(204).send(null);
    };
    scope.post(
      '/users/logout',
      {
        config: { access: { ownSession: true } },
        schema: { tags, response: responses({ 204: Type.Null() }) },
        // After the access hook (app-level onRequest hooks run first), before the body is parsed.
        onRequest: endSession,
      },
      endSession,
    );
  });

  route(app, 'GET /merchant/users/me', { config: { access: { signedIn: true } }, tags }, async (request) => ({
    data: sessionUserOf(principalOf(request)),
  }));
}
