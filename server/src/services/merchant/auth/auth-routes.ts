import {
  DataResponse,
  LoginBody,
  LoginResponse,
  RefreshResponse,
  SessionUser,
  UserManagementBody,
} from '@console/shared/contracts';
import { Type } from 'typebox';
import { principalOf } from '../../../plugins/access';
import { responses, type App } from '../../../lib/route';
import { login, logout, refresh, sessionUserOf } from './auth-repository';

const tags = ['auth'];

export default async function authRoutes(app: App) {
  const settings = app.config;

  app.post(
    '/users/login',
    {
      config: { access: { public: true } },
      schema: { tags, security: [], body: LoginBody, response: responses({ 200: LoginResponse }) },
    },
    (request) => login(app.db, app.signer, settings, { ...request.body, ip: request.ip }),
  );

  // SPEC §7: the refresh goes to the user-management path with `action: "refresh_token"`.
  // Logging out there works for a lapsed licence too; a refresh then answers 402.
  app.post(
    '/user-management',
    {
      config: { access: { ownSession: true } },
      schema: { tags, body: UserManagementBody, response: responses({ 200: RefreshResponse, 204: Type.Null() }) },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      if (request.body.action === 'logout') {
        await logout(app.db, app.principalEvents, principal, request.ip);
        return reply.status(204).send(null);
      }
      return { data: await refresh(app.db, app.signer, app.principalEvents, settings, principal) };
    },
  );

  // Logout always ends the session: whatever the body (none, empty JSON, not JSON at all) and
  // whatever the licence. Its own scope reads any body as nothing, so no parse error can stop it.
  await app.register(async (scope: App) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    scope.post(
      '/users/logout',
      { config: { access: { ownSession: true } }, schema: { tags, response: responses({ 204: Type.Null() }) } },
      async (request, reply) => {
        const principal = principalOf(request);
        await logout(app.db, app.principalEvents, principal, request.ip);
        return reply.status(204).send(null);
      },
    );
  });

  app.get(
    '/users/me',
    {
      config: { access: { signedIn: true } },
      schema: { tags, response: responses({ 200: DataResponse(SessionUser) }) },
    },
    async (request) => ({ data: sessionUserOf(principalOf(request)) }),
  );
}
