import {
  DataResponse,
  IdParams,
  ListResponse,
  User,
  UserCreateBody,
  UserListRequest,
  UserUpdateBody,
} from '@console/shared/contracts';
import { Type } from 'typebox';
import { ADMIN_ROLE_CODE } from '@console/shared/contracts/permissions';
import type { FastifyRequest } from 'fastify';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import type { UserManager } from './admin-write-rules';
import { responses, type App } from '../../../lib/route';
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
  app.post(
    '/users/list',
    {
      config: { search: true, access },
      schema: { tags, body: UserListRequest, response: responses({ 200: ListResponse(User) }) },
    },
    (request) => listUsers(app.db, principalOf(request).tenantId, request.body),
  );

  app.get(
    '/users/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 200: DataResponse(User) }) } },
    async (request) => ({ data: await getUser(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/users',
    { config: writes, schema: { tags, body: UserCreateBody, response: responses({ 201: DataResponse(User) }) } },
    async (request, reply) =>
      reply.status(201).send({ data: await createUser(app.db, managerOf(request), request.body) }),
  );

  app.put(
    '/users/:id',
    {
      config: writes,
      schema: { tags, params: IdParams, body: UserUpdateBody, response: responses({ 200: DataResponse(User) }) },
    },
    async (request) => {
      return {
        data: await updateUser(app.db, app.principalEvents, managerOf(request), request.params.id, request.body),
      };
    },
  );

  app.delete(
    '/users/:id',
    { config: writes, schema: { tags, params: IdParams, response: responses({ 204: Type.Null() }) } },
    async (request, reply) => {
      await deleteUser(app.db, app.principalEvents, managerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
