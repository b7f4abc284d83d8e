import {
  DataResponse,
  IdParams,
  ListResponse,
  NamedOptionsResponse,
  PlainOptionsRequest,
  Role,
  RoleBody,
  RoleListRequest,
  RoleUpdateBody,
} from '@console/shared/contracts';
import { Type } from 'typebox';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import { responses, type App } from '../../../lib/route';
import { createRole, deleteRole, getRole, listRoles, roleOptions, updateRole } from './roles-service';

/** Role Management has no permission code: it belongs to the company admin. */
const access: Access = { admin: true };
/** A write by a caller without the access is audited before the 403 (plugins/access.ts). */
const writes = { access, auditForbidden: 'role' };
/** The user form needs the role names; anyone who manages users may read them. */
const readAccess: Access = { permissions: ['PERM_VIEW_USERS_LIST'] };
const tags = ['roles'];

export default async function rolesRoutes(app: App) {
  app.post(
    '/roles/list',
    {
      config: { search: true, access: readAccess },
      schema: { tags, body: RoleListRequest, response: responses({ 200: ListResponse(Role) }) },
    },
    (request) => listRoles(app.db, principalOf(request).tenantId, request.body),
  );

  app.post(
    '/roles/options',
    {
      config: { search: true, access: readAccess },
      schema: { tags, body: PlainOptionsRequest, response: responses({ 200: NamedOptionsResponse }) },
    },
    (request) => roleOptions(app.db, principalOf(request).tenantId, request.body),
  );

  app.get(
    '/roles/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 200: DataResponse(Role) }) } },
    async (request) => ({ data: await getRole(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/roles',
    { config: writes, schema: { tags, body: RoleBody, response: responses({ 201: DataResponse(Role) }) } },
    async (request, reply) =>
      reply.status(201).send({ data: await createRole(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/roles/:id',
    {
      config: writes,
      schema: { tags, params: IdParams, body: RoleUpdateBody, response: responses({ 200: DataResponse(Role) }) },
    },
    async (request) => {
      return { data: await updateRole(app.db, app.principalEvents, actorOf(request), request.params.id, request.body) };
    },
  );

  app.delete(
    '/roles/:id',
    { config: writes, schema: { tags, params: IdParams, response: responses({ 204: Type.Null() }) } },
    async (request, reply) => {
      await deleteRole(app.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
