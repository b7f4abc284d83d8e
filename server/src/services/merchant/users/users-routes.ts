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
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import { responses, type App } from '../../../lib/route';
import { createUser, deleteUser, getUser, listUsers, updateUser } from './users-repository';

const access: Access = { permissions: ['PERM_VIEW_USERS_LIST'] };
const tags = ['users'];

export default async function usersRoutes(app: App) {
  app.post(
    '/users/list',
    { config: { access }, schema: { tags, body: UserListRequest, response: responses({ 200: ListResponse(User) }) } },
    (request) => listUsers(app.db, principalOf(request).tenantId, request.body),
  );

  app.get(
    '/users/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 200: DataResponse(User) }) } },
    async (request) => ({ data: await getUser(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/users',
    { config: { access }, schema: { tags, body: UserCreateBody, response: responses({ 201: DataResponse(User) }) } },
    async (request, reply) =>
      reply.status(201).send({ data: await createUser(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/users/:id',
    {
      config: { access },
      schema: { tags, params: IdParams, body: UserUpdateBody, response: responses({ 200: DataResponse(User) }) },
    },
    async (request) => {
      const data = await updateUser(app.db, actorOf(request), request.params.id, request.body);
      app.principals.forgetUser(data.id);
      return { data };
    },
  );

  app.delete(
    '/users/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 204: Type.Null() }) } },
    async (request, reply) => {
      await deleteUser(app.db, actorOf(request), request.params.id);
      app.principals.forgetUser(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
