import {
  DataResponse,
  GroupOptionsRequest,
  GroupOptionsResponse,
  IdParams,
  Institution,
  InstitutionBody,
  InstitutionListRequest,
  InstitutionUpdateBody,
  ListResponse,
} from '@console/shared/contracts';
import { Type } from 'typebox';
import { responses, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import {
  createInstitution,
  deleteInstitution,
  getInstitution,
  groupOptions,
  listInstitutions,
  updateInstitution,
} from './institutions-service';

const access: Access = { permissions: ['PERM_VIEW_INSTITUTION_LIST'] };
const tags = ['institutions'];

export default async function institutionsRoutes(app: App) {
  app.post(
    '/institutions/list',
    {
      config: { search: true, access },
      schema: { tags, body: InstitutionListRequest, response: responses({ 200: ListResponse(Institution) }) },
    },
    (request) => listInstitutions(app.db, principalOf(request).tenantId, request.body),
  );

  // The form's pickers: open to whoever manages institutions, without the groups' own permissions.
  app.post(
    '/institutions/customer-group-options',
    {
      config: { search: true, access },
      schema: { tags, body: GroupOptionsRequest, response: responses({ 200: GroupOptionsResponse }) },
    },
    (request) => groupOptions(app.db, principalOf(request).tenantId, 'customer', request.body),
  );

  app.post(
    '/institutions/touchpoint-group-options',
    {
      config: { search: true, access },
      schema: { tags, body: GroupOptionsRequest, response: responses({ 200: GroupOptionsResponse }) },
    },
    (request) => groupOptions(app.db, principalOf(request).tenantId, 'touchpoint', request.body),
  );

  app.get(
    '/institutions/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 200: DataResponse(Institution) }) } },
    async (request) => ({ data: await getInstitution(app.db, principalOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/institutions',
    {
      config: { access },
      schema: { tags, body: InstitutionBody, response: responses({ 201: DataResponse(Institution) }) },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createInstitution(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/institutions/:id',
    {
      config: { access },
      schema: {
        tags,
        params: IdParams,
        body: InstitutionUpdateBody,
        response: responses({ 200: DataResponse(Institution) }),
      },
    },
    async (request) => ({ data: await updateInstitution(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/institutions/:id',
    { config: { access }, schema: { tags, params: IdParams, response: responses({ 204: Type.Null() }) } },
    async (request, reply) => {
      await deleteInstitution(app.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
