/**
 * POST /merchant/roles/options — the roles a user can be given, for the form's Role picker and the
 * list's Role filter. Readable by anyone who manages users, unlike Role Management.
 */
import { nameFinder } from '@console/shared/ui';
import { catalogue } from '../../../i18n/catalogue';
import { rolesKeys } from '../../../lib/query-keys';

export const roleFinder = nameFinder({
  path: '/merchant/roles/options',
  noun: () => catalogue.t('roles.pickerNoun'),
  // Under the roles key, so a change in Role Management refreshes these options too.
  key: ({ search, ids }) => rolesKeys.of('options', { search, ids }),
});
