import { actorOf, type Access } from '../../../plugins/access';
import { recordResourceRoutes } from '../../../lib/record-resource-routes';
import { route, type App } from '../../../lib/route';
import { createRole, deleteRole, getRole, listRoles, roleOptions, updateRole } from './roles-service';

/** Role Management has no permission code: it belongs to the company admin. */
const access: Access = { admin: true };
/** A write by a caller without the access is audited before the 403 (plugins/access.ts). */
const writes = { access, auditForbidden: 'role' };
/** The user form needs the role names; anyone who manages users may read them. */
const readAccess: Access = { permissions: ['PERM_VIEW_USERS_LIST'] };
const tags = ['roles'];

export default async function rolesRoutes(app: App) {
  recordResourceRoutes(app, '/merchant/roles', {
    tags,
    access,
    listAccess: readAccess,
    optionsAccess: readAccess,
    writes,
    service: { list: listRoles, options: roleOptions, get: getRole, create: createRole, remove: deleteRole },
  });

  route(app, 'PUT /merchant/roles/:id', { config: writes, tags }, async (request) => {
    return { data: await updateRole(app.db, app.principalEvents, actorOf(request), request.params.id, request.body) };
  });
}
