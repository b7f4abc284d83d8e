/**
 * POST /customer/customer-groups/options — the tenant's groups with their member counts: the
 * People and Wallets lists' Group filter, Add to Group, the customer form's groups and the
 * wallets' bulk credit.
 */
import { plural } from '@console/shared';
import { nameFinder } from '@console/shared/ui';
import { groupsKeys } from '../../../lib/query-keys';

export const groupFinder = nameFinder({
  path: '/customer/customer-groups/options',
  noun: 'groups',
  key: ({ search, ids }) => groupsKeys.of('options', { search, ids }),
  detail: (group) => plural(group.member_count ?? 0, 'member'),
});
