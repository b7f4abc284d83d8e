import { recordCreate, recordDelete, recordRead, recordUpdate, tenantRead } from '../../../lib/record-routes';
import { route, type App } from '../../../lib/route';
import { principalOf, type Access } from '../../../plugins/access';
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
  route(
    app,
    'POST /merchant/institutions/list',
    { config: { search: true, access }, tags },
    tenantRead(app, listInstitutions),
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

  route(app, 'GET /merchant/institutions/:id', { config: { access }, tags }, recordRead(app, getInstitution));

  route(app, 'POST /merchant/institutions', { config: { access }, tags }, recordCreate(app, createInstitution));

  route(app, 'PUT /merchant/institutions/:id', { config: { access }, tags }, recordUpdate(app, updateInstitution));

  route(app, 'DELETE /merchant/institutions/:id', { config: { access }, tags }, recordDelete(app, deleteInstitution));
}
