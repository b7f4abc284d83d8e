/**
 * The audit log's filters: how each one's URL text becomes the API's value. Entity, action and
 * user come from the trail itself (the facets); the period is the last day, week or month, or
 * custom dates (From, and optionally To) — never both, as the API wants it.
 */
import { choiceFilter, idFilter, type FilterCodec } from '@console/shared';
import type { AuditListRequest } from '@console/shared/contracts';
import { DATE_INPUT_PATTERN } from '@console/shared/contracts/time-ranges';
import type { ListFilters } from '@console/shared/ui';
import { catalogue, type AdminKey, type AdminT } from '../../i18n/catalogue';

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

/** The catalogue's name for a recorded code; a code it does not name shows as the server wrote it. */
function codeText(t: AdminT, key: string, code: string): string {
  return Object.hasOwn(catalogue.messages.en, key) ? t(key as AdminKey) : code;
}

/** An entity's name: `touchpoint_group` → "Touchpoint Group". */
export const entityText = (t: AdminT, code: string) => codeText(t, `audit.entity.${code}`, code);

/** An action's name: `make_current` → "Make Current". */
export const actionText = (t: AdminT, code: string) => codeText(t, `audit.action.${code}`, code);
