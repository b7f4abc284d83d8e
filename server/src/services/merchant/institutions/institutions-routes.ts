import { recordResourceRoutes } from '../../../lib/record-resource-routes';
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
  recordResourceRoutes(app, '/merchant/institutions', {
    tags,
    access,
    service: {
      list: listInstitutions,
      get: getInstitution,
      create: createInstitution,
      update: updateInstitution,
      remove: deleteInstitution,
    },
  });

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
}
