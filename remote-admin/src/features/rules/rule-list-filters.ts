/** The Rules list filters: how each one's URL text becomes the API's value, and their choices. */
import { choiceFilter, idFilter, textFilter } from '@console/shared';
import type { RuleListRequest } from '@console/shared/contracts';
import { RULE_TYPE_LABELS, RULE_TYPES } from '@console/shared/contracts/rule-kinds';
import { type ListFilters } from '@console/shared/ui';

export const RULE_FILTERS: ListFilters<RuleListRequest> = {
  search: textFilter,
  status: choiceFilter({ '1': 1, '0': 0 }),
  type: choiceFilter({ quantity: 'quantity', amount: 'amount' }),
  channel_id: idFilter,
};

export const STATUS_FILTER_OPTIONS = [
  { id: '1', text: 'Active' },
  { id: '0', text: 'Inactive' },
];

export const TYPE_FILTER_OPTIONS = RULE_TYPES.map((type) => ({ id: type, text: RULE_TYPE_LABELS[type] }));
