/** The People List filters: how each one's URL text becomes the API's value (the export sends the same). */
import { type ListFilters } from '@console/shared/ui';
import { idFilter, textFilter } from '@console/shared';
import type { CustomerListRequest } from '@console/shared/contracts';

export const CUSTOMER_FILTERS: ListFilters<CustomerListRequest> = {
  search: textFilter,
  class_name: textFilter,
  section_name: textFilter,
  group_id: idFilter,
};
