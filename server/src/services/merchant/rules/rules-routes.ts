import { normaliseBody } from '../../../lib/normalise-body';
import { recordResourceRoutes } from '../../../lib/record-resource-routes';
import type { App } from '../../../lib/route';
import { createRule, deleteRule, getRule, listRules, updateRule } from './rules-service';

export default async function rulesRoutes(app: App) {
  recordResourceRoutes(app, '/merchant/rules', {
    tags: ['rules'],
    access: { permissions: ['PERM_VIEW_RULE_LIST'] },
    tidy: normaliseBody({ blankToNull: [] }),
    service: { list: listRules, get: getRule, create: createRule, update: updateRule, remove: deleteRule },
  });
}
