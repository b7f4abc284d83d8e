/**
 * The institution form: a name and the customer and touchpoint groups it links; yup rules with the
 * form messages. A new institution is created with the groups picked; an edit sends changes
 * only — what was added and removed against the links the form loaded — with its `updated_at`, so
 * a link another operator made meanwhile stays and an institution changed since answers 409.
 */
import { formRules } from '@console/shared';
import type { GroupLink, Institution, InstitutionBody, InstitutionUpdateBody } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { INSTITUTION_MAX_LINKS } from '@console/shared/contracts/limits';
import { array, mixed, object } from 'yup';

export interface InstitutionFormValues {
  name: string;
  customer_groups: GroupLink[];
  touchpoint_groups: GroupLink[];
}

export const EMPTY_INSTITUTION: InstitutionFormValues = { name: '', customer_groups: [], touchpoint_groups: [] };

export function institutionFormValues(institution: Institution): InstitutionFormValues {
  return {
    name: institution.name,
    customer_groups: institution.customer_groups,
    touchpoint_groups: institution.touchpoint_groups,
  };
}

const links = () =>
  array().of(mixed<GroupLink>().required()).max(INSTITUTION_MAX_LINKS, formRules.msg.maxLength(INSTITUTION_MAX_LINKS));

export const institutionSchema = object({
  name: formRules.textRule(FIELDS.institution.name, { required: true }),
  customer_groups: links(),
  touchpoint_groups: links(),
});

const ids = (groups: GroupLink[]) => groups.map((g) => g.id);

export function institutionBody(values: InstitutionFormValues): InstitutionBody {
  return {
    name: values.name.trim(),
    customer_group_ids: ids(values.customer_groups),
    touchpoint_group_ids: ids(values.touchpoint_groups),
  };
}

/** What changed between the loaded links and the chosen ones. */
function delta(loaded: GroupLink[], chosen: GroupLink[]) {
  const before = new Set(ids(loaded));
  const after = new Set(ids(chosen));
  return { add: [...after].filter((id) => !before.has(id)), remove: [...before].filter((id) => !after.has(id)) };
}

export function institutionUpdateBody(values: InstitutionFormValues, loaded: Institution): InstitutionUpdateBody {
  const customer = delta(loaded.customer_groups, values.customer_groups);
  const touchpoint = delta(loaded.touchpoint_groups, values.touchpoint_groups);
  return {
    name: values.name.trim(),
    add_customer_group_ids: customer.add,
    remove_customer_group_ids: customer.remove,
    add_touchpoint_group_ids: touchpoint.add,
    remove_touchpoint_group_ids: touchpoint.remove,
    updated_at: loaded.updated_at,
  };
}
