/** The Touchpoint List filters: how each one's URL text becomes the API's value, and the fixed choices. */
import { choiceFilter, idFilter, textFilter } from '@console/shared';
import type { TouchpointListRequest, TouchpointType } from '@console/shared/contracts';
import type { ListFilters } from '@console/shared/ui';
import { TOUCHPOINT_TYPES } from '@console/shared/contracts/touchpoint-kinds';
import type { Translate } from '../../i18n/catalogue';
import { typeOptions } from './touchpoint-words';

export const TOUCHPOINT_FILTERS: ListFilters<TouchpointListRequest> = {
  search: textFilter,
  channel_id: idFilter,
  type: choiceFilter(Object.fromEntries(TOUCHPOINT_TYPES.map((t) => [t, t])) as Record<TouchpointType, TouchpointType>),
  stock_synced: choiceFilter({ yes: true, no: false }),
};

/** The choices' texts are the shown language's: made at render time. */
export const typeFilterOptions = (t: Translate) => typeOptions(t).map((o) => ({ id: o.value, text: o.label }));

export const stockSyncedFilterOptions = (t: Translate) => [
  { id: 'yes', text: t('common.yes') },
  { id: 'no', text: t('common.no') },
];
