/**
 * POST /customer/customer-groups/options — the tenant's groups with their member counts: the
 * People and Wallets lists' Group filter, Add to Group, the customer form's groups and the
 * wallets' bulk credit.
 */
import { currentLanguage } from '@console/shared';
import { nameFinder } from '@console/shared/ui';
import { catalogue } from '../../../i18n/catalogue';
import { groupsKeys } from '../../../lib/query-keys';

export const groupFinder = nameFinder({
  path: '/customer/customer-groups/options',
  noun: () => catalogue.t('groups.pickerNoun'),
  // A match's member count is worded when it is read, so its key names the language it is read in.
  key: ({ search, ids }) => groupsKeys.of('options', { search, ids, language: currentLanguage() }),
  detail: (group) => catalogue.plural('groups.memberCount', group.member_count ?? 0),
});
