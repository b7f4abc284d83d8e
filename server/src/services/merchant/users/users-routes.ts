import { ADMIN_ROLE_CODE } from '@console/shared/contracts/permissions';
import type { FastifyRequest } from 'fastify';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import type { UserManager } from './admin-write-rules';
import { recordResourceRoutes } from '../../../lib/record-resource-routes';
import { route, type App } from '../../../lib/route';
import { createUser, deleteUser, getUser, listUsers, updateUser } from './users-service';

const access: Access = { permissions: ['PERM_VIEW_USERS_LIST'] };
/** A write by a caller without the access is audited before the 403 (plugins/access.ts). */
const writes = { access, auditForbidden: 'user' };
const tags = ['users'];

/** The caller as the admin write rules see it. */
function managerOf(request: FastifyRequest): UserManager {
  const principal = principalOf(request);
  return { ...actorOf(request), userId: principal.userId, isAdmin: principal.roleCode === ADMIN_ROLE_CODE };
}

export default async function usersRoutes(app: App) {
  recordResourceRoutes(app, '/merchant/users', {
    tags,
    access,
    writes,
    callerOf: managerOf,
    service: { list: listUsers, get: getUser, create: createUser },
  });

  route(app, 'PUT /merchant/users/:id', { config: writes, tags }, async (request) => {
    return {
      data: await updateUser(app.db, app.principalEvents, managerOf(request), request.params.id, request.body),
    };
  });

  route(app, 'DELETE /merchant/users/:id', { config: writes, tags }, async (request, reply) => {
    await deleteUser(app.db, app.principalEvents, managerOf(request), request.params.id);
    return reply.status(204).send(null);
  });
}
