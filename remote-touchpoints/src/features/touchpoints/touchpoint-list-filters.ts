/** The Touchpoint List filters: how each one's URL text becomes the API's value, and the fixed choices. */
import { choiceFilter, idFilter, textFilter } from '@console/shared';
import type { TouchpointListRequest, TouchpointType } from '@console/shared/contracts';
import type { ListFilters } from '@console/shared/ui';
import { TOUCHPOINT_TYPES, TOUCHPOINT_TYPE_NAMES } from '@console/shared/contracts/touchpoint-kinds';

export const TOUCHPOINT_FILTERS: ListFilters<TouchpointListRequest> = {
  search: textFilter,
  channel_id: idFilter,
  type: choiceFilter(Object.fromEntries(TOUCHPOINT_TYPES.map((t) => [t, t])) as Record<TouchpointType, TouchpointType>),
  stock_synced: choiceFilter({ yes: true, no: false }),
};

export const TYPE_FILTER_OPTIONS = TOUCHPOINT_TYPES.map((t) => ({ id: t, text: TOUCHPOINT_TYPE_NAMES[t] }));

export const STOCK_SYNCED_FILTER_OPTIONS = [
  { id: 'yes', text: 'Yes' },
  { id: 'no', text: 'No' },
];
