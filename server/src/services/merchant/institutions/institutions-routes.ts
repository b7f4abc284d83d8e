import { route, type App } from '../../../lib/route';
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
  route(app, 'POST /merchant/institutions/list', { config: { search: true, access }, tags }, (request) =>
    listInstitutions(app.db, principalOf(request).tenantId, request.body),
  );

  // The form's pickers: open to whoever manages institutions, without the groups' own permissions.
  route(
    app,
    'POST /merchant/institutions/customer-group-options',
    { config: { search: true, access }, tags },
    (request) => groupOptions(app.db, principalOf(request).tenantId, 'customer', request.body),
  );

  route(
    app,
    'POST /merchant/institutions/touchpoint-group-options',
    { config: { search: true, access }, tags },
    (request) => groupOptions(app.db, principalOf(request).tenantId, 'touchpoint', request.body),
  );

  route(app, 'GET /merchant/institutions/:id', { config: { access }, tags }, async (request) => ({
    data: await getInstitution(app.db, principalOf(request).tenantId, request.params.id),
  }));

  route(app, 'POST /merchant/institutions', { config: { access }, tags }, async (request, reply) =>
    reply.status(201).send({ data: await createInstitution(app.db, actorOf(request), request.body) }),
  );

  route(app, 'PUT /merchant/institutions/:id', { config: { access }, tags }, async (request) => ({
    data: await updateInstitution(app.db, actorOf(request), request.params.id, request.body),
  }));

  route(app, 'DELETE /merchant/institutions/:id', { config: { access }, tags }, async (request, reply) => {
    await deleteInstitution(app.db, actorOf(request), request.params.id);
    return reply.status(204).send(null);
  });
}
