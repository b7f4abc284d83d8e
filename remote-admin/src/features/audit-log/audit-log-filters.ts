/**
 * The audit log's filters: how each one's URL text becomes the API's value. Entity, action and
 * user come from the trail itself (the facets); the period is the last day, week or month, or
 * custom dates (From, and optionally To) — never both, as the API wants it.
 */
import { choiceFilter, idFilter, type FilterCodec } from '@console/shared';
import type { AuditListRequest } from '@console/shared/contracts';
import { DATE_INPUT_PATTERN, TIME_RANGES } from '@console/shared/contracts/time-ranges';
import type { ListFilters } from '@console/shared/ui';
import type { AdminT } from '../../i18n/catalogue';

/** Text the API accepts for this field, else no filter (a hand-edited URL shows the whole trail). */
const patternFilter = (pattern: string): FilterCodec<string> => {
  const re = new RegExp(pattern);
  return { parse: (text) => (text && text.length <= 40 && re.test(text) ? text : undefined) };
};

export const AUDIT_FILTERS: ListFilters<AuditListRequest> = {
  entity: patternFilter('^[a-z_-]+$'),
  action: patternFilter('^[a-z_.-]+$'),
  user_id: idFilter,
  range: choiceFilter({ '1d': '1d', '1w': '1w', '1m': '1m' }),
  from: patternFilter(DATE_INPUT_PATTERN),
  to: patternFilter(DATE_INPUT_PATTERN),
};

/** The last day, week or month, said at render ("1 Day", "1 Week", "1 Month"). */
export const rangeOptions = (t: AdminT) => TIME_RANGES.map((range) => ({ id: range, text: t(`audit.range.${range}`) }));

/** `touchpoint_group` → `Touchpoint Group`. */
export const titleOf = (code: string) =>
  code
    .split(/[_.-]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
