/**
 * POST /customer/customer-groups/options — the customer groups a rule can govern, for the form's
 * Customer Group picker. Readable by anyone who manages rules.
 */
import { nameFinder } from '@console/shared/ui';
import { catalogue } from '../../../i18n/catalogue';
import { rulesKeys } from '../../../lib/query-keys';

export const ruleGroupFinder = nameFinder({
  path: '/customer/customer-groups/options',
  // The tenant's noun for its people, lower-cased inside the hint ("25 employee groups").
  noun: () => catalogue.t('rules.field.customerGroups', { customer: catalogue.t('common.customer').toLowerCase() }),
  key: ({ search, ids }) => rulesKeys.of('group-options', { search, ids }),
});
