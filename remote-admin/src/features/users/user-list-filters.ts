/** The Users List filters: how each one's URL text becomes the API's value, and the Status choices. */
import { type ListFilters } from '@console/shared/ui';
import { choiceFilter, idFilter, textFilter } from '@console/shared';
import type { UserListRequest } from '@console/shared/contracts';

export const USER_FILTERS: ListFilters<UserListRequest> = {
  search: textFilter,
  status: choiceFilter({ '1': 1, '0': 0 }),
  role_id: idFilter,
};
