import {
  DataResponse,
  IdParams,
  ListResponse,
  TouchpointGroup,
  TouchpointGroupBody,
  TouchpointGroupListRequest,
  TouchpointGroupMember,
  TouchpointGroupMemberListRequest,
  TouchpointGroupUpdateBody,
} from '@console/shared/contracts';
import { Type } from 'typebox';
import { responses, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import { touchpointGroupStore as groups } from './touchpoint-groups-repository';

const access: Access = { permissions: ['PERM_VIEW_TOUCHPOINT_GROUP_LIST'] };
const tags = ['touchpoint-groups'];

export default async function touchpointGroupsRoutes(app: App) {
  app.post(
    '/touchpoint-groups/list',
    {
      config: { search: true, access },
      schema: { tags, body: TouchpointGroupListRequest, response: responses({ 200: ListResponse(TouchpointGroup) }) },
    },
    (request) => groups.list(app.db, principalOf(request).tenantId, request.body),
  );

  app.get(
    '/touchpoint-groups/:id',
    {
      config: { access },
      schema: { tags, params: IdParams, response: responses({ 200: DataResponse(TouchpointGroup) }) },
    },
    async (request) => ({ data: await groups.get(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/touchpoint-groups/:id/members/list',
    {
      config: { search: true, access },
      schema: {
        tags,
        params: IdParams,
        body: TouchpointGroupMemberListRequest,
        response: responses({ 200: ListResponse(TouchpointGroupMember) }),
      },
    },
    (request) => groups.listMembers(app.db, principalOf(request).tenantId, request.params.id, request.body),
  );

  app.post(
    '/touchpoint-groups',
    {
      config: { access },
      schema: { tags, body: TouchpointGroupBody, response: responses({ 201: DataResponse(TouchpointGroup) }) },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await groups.create(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/touchpoint-groups/:id',
    {
      config: { access },
      schema: {
        tags,
        params: IdParams,
        body: TouchpointGroupUpdateBody,
        response: responses({ 200: DataResponse(TouchpointGroup) }),
      },
    },
    async (request) => ({
      data: await groups.update(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/touchpoint-groups/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 204: Type.Null() }) } },
    async (request, reply) => {
      await groups.remove(app.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
