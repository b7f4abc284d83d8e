/**
 * A named group's form (a group of customers, a group of touchpoints): a name, a description where
 * the group has one, and its members; yup rules with the form messages. A new group is created
 * with the records picked; an edit sends changes only — the records picked to add and the current
 * members ticked to remove — with the `updated_at` the form loaded, so members another operator
 * added meanwhile stay and a group changed since answers 409.
 *
 * The member ids travel under the group's own names: `namedGroupForm({ members: 'customer' })`
 * sends `customer_ids` on a create and `add_customer_ids` / `remove_customer_ids` on an edit.
 * Its fields are checked by the kind's wire rules (`fields: FIELDS.group`), as its contract has them.
 */
import { array, mixed, object, string } from 'yup';
import { FREE_TEXT, LABEL, type TextField } from '../contracts/fields';
import { msg, textRule } from '../forms/messages';

/** What the form holds of a member, picked or current: its id and the name its boxes are labelled with. */
export interface NamedGroupMember {
  id: number;
  name: string;
}

export interface NamedGroupFormValues {
  name: string;
  /** Only on a group that has a description. */
  description?: string;
  /** A new group: its members. An edit: the records to add. */
  members: NamedGroupMember[];
  /** An edit: the current members to remove. */
  remove: NamedGroupMember[];
}

type Described<D extends boolean> = D extends true ? { description: string | null } : unknown;
/** The create body: `{ name, description?, <members>_ids }`. */
export type NamedGroupBody<K extends string, D extends boolean> = { name: string } & Described<D> & {
    [F in `${K}_ids`]: number[];
  };
/** The edit body: `{ name, description?, add_<members>_ids, remove_<members>_ids, updated_at }`. */
export type NamedGroupUpdateBody<K extends string, D extends boolean> = { name: string } & Described<D> & {
    [F in `add_${K}_ids` | `remove_${K}_ids`]: number[];
  } & { updated_at: string };

/** The form of one kind of group, for the kit's group form page. */
export interface NamedGroupForm<B, U> {
  /** Whether the form asks for a description. */
  description: boolean;
  empty: NamedGroupFormValues;
  values(group: { name: string; description?: string | null }): NamedGroupFormValues;
  schema: ReturnType<typeof groupSchema>;
  body(values: NamedGroupFormValues): B;
  updateBody(values: NamedGroupFormValues, loaded: { updated_at: string }): U;
}

const picked = () => array().of(mixed<NamedGroupMember>().required()).max(1000, msg.maxLength(1000));

/** A kind's text fields, as `FIELDS` of `contracts/fields` has them (`FIELDS.group`, `FIELDS.touchpoint_group`). */
export interface NamedGroupFields {
  name: TextField;
  /** Only read where the group has a description. */
  description?: TextField;
}

/** A label name and a free-text description: the rules every kind's contract takes unless it says otherwise. */
const DEFAULT_FIELDS: Required<NamedGroupFields> = { name: LABEL, description: FREE_TEXT };

function groupSchema(description: boolean, fields: NamedGroupFields = DEFAULT_FIELDS) {
  return object({
    name: textRule(fields.name, { required: true }),
    description: description ? textRule(fields.description ?? DEFAULT_FIELDS.description) : string().optional(),
    members: picked(),
    remove: picked(),
  });
}

export function namedGroupForm<const K extends string, const D extends boolean = false>(options: {
  /** The member ids' name on the wire: "customer" → `customer_ids`. */
  members: K;
  /** Whether the group has a description (customer groups do). */
  description?: D;
  /** The kind's wire rules of its name (and description): `FIELDS.group`, `FIELDS.touchpoint_group`. */
  fields?: NamedGroupFields;
}): NamedGroupForm<NamedGroupBody<K, D>, NamedGroupUpdateBody<K, D>> {
  const described = options.description === true;
  const ids = (members: NamedGroupMember[]) => members.map((m) => m.id);
  const fields = (values: NamedGroupFormValues) =>
    described
      ? { name: values.name.trim(), description: values.description?.trim() || null }
      : { name: values.name.trim() };
  return {
    description: described,
    empty: described ? { name: '', description: '', members: [], remove: [] } : { name: '', members: [], remove: [] },
    values: (group) => ({
      name: group.name,
      ...(described ? { description: group.description ?? '' } : {}),
      members: [],
      remove: [],
    }),
    schema: groupSchema(described, options.fields),
    body: (values) => ({ ...fields(values), [`${options.members}_ids`]: ids(values.members) }) as NamedGroupBody<K, D>,
    updateBody: (values, loaded) => {
      const removing = new Set(ids(values.remove));
      return {
        ...fields(values),
        [`add_${options.members}_ids`]: ids(values.members).filter((id) => !removing.has(id)),
        [`remove_${options.members}_ids`]: [...removing],
        updated_at: loaded.updated_at,
      } as NamedGroupUpdateBody<K, D>;
    },
  };
}
