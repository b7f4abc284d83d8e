/** The Users List filters: how each one's URL text becomes the API's value, and the Status choices. */
import { type ListFilters } from '@console/shared/ui';
import { choiceFilter, idFilter, textFilter } from '@console/shared';
import type { UserListRequest } from '@console/shared/contracts';
import type { AdminT } from '../../i18n/catalogue';

export const USER_FILTERS: ListFilters<UserListRequest> = {
  search: textFilter,
  status: choiceFilter({ '1': 1, '0': 0 }),
  role_id: idFilter,
};

/** The Status choices, said at render. */
export const statusFilterOptions = (t: AdminT) => [
  { id: '1', text: t('common.active') },
  { id: '0', text: t('common.inactive') },
];
