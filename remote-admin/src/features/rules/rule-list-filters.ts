/** The Rules list filters: how each one's URL text becomes the API's value, and their choices. */
import { choiceFilter, idFilter, textFilter } from '@console/shared';
import type { RuleListRequest } from '@console/shared/contracts';
import { RULE_TYPES } from '@console/shared/contracts/rule-kinds';
import { type ListFilters } from '@console/shared/ui';
import { ruleTypeText } from './columns';

export const RULE_FILTERS: ListFilters<RuleListRequest> = {
  search: textFilter,
  status: choiceFilter({ '1': 1, '0': 0 }),
  type: choiceFilter({ quantity: 'quantity', amount: 'amount' }),
  channel_id: idFilter,
};

/** The Type choices, said at render. */
export const typeFilterOptions = () => RULE_TYPES.map((type) => ({ id: type, text: ruleTypeText(type) }));
