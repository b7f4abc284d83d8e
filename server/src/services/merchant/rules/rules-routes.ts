import { normaliseBody } from '../../../lib/normalise-body';
import { recordCreate, recordDelete, recordRead, recordUpdate, tenantRead } from '../../../lib/record-routes';
import { route, type App } from '../../../lib/route';
import type { Access } from '../../../plugins/access';
import { createRule, deleteRule, getRule, listRules, updateRule } from './rules-service';

const access: Access = { permissions: ['PERM_VIEW_RULE_LIST'] };
const tags = ['rules'];
const tidy = normaliseBody({ blankToNull: [] });

export default async function rulesRoutes(app: App) {
  route(app, 'POST /merchant/rules/list', { config: { search: true, access }, tags }, tenantRead(app, listRules));
  route(app, 'GET /merchant/rules/:id', { config: { access }, tags }, recordRead(app, getRule));
  route(app, 'POST /merchant/rules', { config: { access }, preValidation: tidy, tags }, recordCreate(app, createRule));
  route(
    app,
    'PUT /merchant/rules/:id',
    { config: { access }, preValidation: tidy, tags },
    recordUpdate(app, updateRule),
  );
  route(app, 'DELETE /merchant/rules/:id', { config: { access }, tags }, recordDelete(app, deleteRule));
}
