/**
 * POST /customer/customer-groups/options — the customer groups a rule can govern, for the form's
 * Customer Group picker. Readable by anyone who manages rules.
 */
import { nameFinder } from '@console/shared/ui';
import { rulesKeys } from '../../../lib/query-keys';

export const ruleGroupFinder = nameFinder({
  path: '/customer/customer-groups/options',
  noun: 'customer groups',
  key: ({ search, ids }) => rulesKeys.of('group-options', { search, ids }),
});
