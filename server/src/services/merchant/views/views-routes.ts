import type { FastifyRequest } from 'fastify';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import { recordCreate, recordDelete, recordUpdate } from '../../../lib/record-routes';
import { route, type App } from '../../../lib/route';
import { createView, deleteView, getView, listViews, updateView, type ViewCaller } from './views-service';

/**
 * Anyone signed in keeps views; the service checks the caller may open the view's list (the route
 * table's rule), and that a view changed is the caller's own.
 */
const access: Access = { signedIn: true };
const tags = ['views'];

/** The caller with what the route table reads. */
function viewerOf(request: FastifyRequest): ViewCaller {
  const principal = principalOf(request);
  return {
    ...actorOf(request),
    userId: principal.userId,
    permissions: principal.permissions,
    roleCode: principal.roleCode,
  };
}

export default async function viewsRoutes(app: App) {
  route(app, 'POST /merchant/views/mine', { config: { search: true, access }, tags }, (request) =>
    listViews(app.db, viewerOf(request), request.body.list_path),
  );
  route(app, 'GET /merchant/views/:id', { config: { access }, tags }, async (request) => ({
    data: await getView(app.db, viewerOf(request), request.params.id),
  }));
  route(app, 'POST /merchant/views', { config: { access }, tags }, recordCreate(app, createView, viewerOf));
  route(app, 'PUT /merchant/views/:id', { config: { access }, tags }, recordUpdate(app, updateView, viewerOf));
  route(app, 'DELETE /merchant/views/:id', { config: { access }, tags }, recordDelete(app, deleteView, viewerOf));
}
