import { normaliseBody } from '../../../lib/normalise-body';
import { route, type App } from '../../../lib/route';
import { actorOf, principalOf, type Access } from '../../../plugins/access';
import { createRule, deleteRule, getRule, listRules, updateRule } from './rules-service';

const access: Access = { permissions: ['PERM_VIEW_RULE_LIST'] };
const tags = ['rules'];
const tidy = normaliseBody({ blankToNull: [] });

export default async function rulesRoutes(app: App) {
  route(app, 'POST /merchant/rules/list', { config: { search: true, access }, tags }, (request) =>
    listRules(app.db, principalOf(request).tenantId, request.body),
  );

  route(app, 'GET /merchant/rules/:id', { config: { access }, tags }, async (request) => ({
    data: await getRule(app.db, principalOf(request).tenantId, request.params.id),
  }));

  route(app, 'POST /merchant/rules', { config: { access }, preValidation: tidy, tags }, async (request, reply) =>
    reply.status(201).send({ data: await createRule(app.db, actorOf(request), request.body) }),
  );

  route(app, 'PUT /merchant/rules/:id', { config: { access }, preValidation: tidy, tags }, async (request) => ({
    data: await updateRule(app.db, actorOf(request), request.params.id, request.body),
  }));

  route(app, 'DELETE /merchant/rules/:id', { config: { access }, tags }, async (request, reply) => {
    await deleteRule(app.db, actorOf(request), request.params.id);
    return reply.status(204).send(null);
  });
}
