/**
 * The touchpoint group form: name and touchpoints; yup rules with the form messages. A new
 * group is created with the touchpoints picked; an edit sends changes only — the touchpoints
 * picked to add and the current members ticked to remove — with the `updated_at` the form loaded,
 * so touchpoints another operator added meanwhile stay and a group changed since answers 409.
 */
import { formRules } from '@console/shared';
import type { TouchpointGroup, TouchpointGroupBody, TouchpointGroupUpdateBody } from '@console/shared/contracts';
import { array, mixed, object } from 'yup';
import type { PickedTouchpoint } from '../../lib/touchpoint-picker';

export interface TouchpointGroupFormValues {
  name: string;
  /** A new group: its touchpoints. An edit: the touchpoints to add. */
  members: PickedTouchpoint[];
  /** An edit: the current members to remove. */
  remove: PickedTouchpoint[];
}

/** Why a group cannot be deleted (the server refuses it with 409 all the same), or null. */
/** Why a group an institution links cannot be deleted, naming the institutions (as the server's refusal does). */
export const deleteUnavailable = (group: Pick<TouchpointGroup, 'institutions'>): string | null =>
  group.institutions.length === 0
    ? null
    : `This group is linked to ${group.institutions.length === 1 ? 'the institution' : 'the institutions'} ${group.institutions.join(', ')}; unlink it there first`;

export const EMPTY_TOUCHPOINT_GROUP: TouchpointGroupFormValues = { name: '', members: [], remove: [] };

export function touchpointGroupFormValues(group: TouchpointGroup): TouchpointGroupFormValues {
  return { name: group.name, members: [], remove: [] };
}

const picked = () => array().of(mixed<PickedTouchpoint>().required()).max(1000, formRules.msg.maxLength(1000));

export const touchpointGroupSchema = object({
  name: formRules.label(80),
  members: picked(),
  remove: picked(),
});

export function touchpointGroupBody(values: TouchpointGroupFormValues): TouchpointGroupBody {
  return { name: values.name.trim(), touchpoint_ids: values.members.map((t) => t.id) };
}

export function touchpointGroupUpdateBody(
  values: TouchpointGroupFormValues,
  loaded: TouchpointGroup,
): TouchpointGroupUpdateBody {
  const removing = new Set(values.remove.map((t) => t.id));
  return {
    name: values.name.trim(),
    add_touchpoint_ids: values.members.map((t) => t.id).filter((id) => !removing.has(id)),
    remove_touchpoint_ids: [...removing],
    updated_at: loaded.updated_at,
  };
}
