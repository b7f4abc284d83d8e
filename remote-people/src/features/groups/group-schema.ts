/**
 * The group form: name, description and members; yup rules with the form messages. A new group
 * is created with the members picked; an edit sends changes only — the customers picked to add and
 * the current members ticked to remove — with the `updated_at` the form loaded, so members another
 * operator added meanwhile stay and a group changed since answers 409.
 */
import { formRules } from '@console/shared';
import type { CustomerGroupDetail, GroupBody, GroupUpdateBody } from '@console/shared/contracts';
import { array, mixed, object, string } from 'yup';
import type { PickedCustomer } from '../../lib/customer-picker';

export interface GroupFormValues {
  name: string;
  description: string;
  /** A new group: its members. An edit: the customers to add. */
  members: PickedCustomer[];
  /** An edit: the current members to remove. */
  remove: PickedCustomer[];
}

export const EMPTY_GROUP: GroupFormValues = { name: '', description: '', members: [], remove: [] };

export function groupFormValues(group: CustomerGroupDetail): GroupFormValues {
  return { name: group.name, description: group.description ?? '', members: [], remove: [] };
}

const picked = () => array().of(mixed<PickedCustomer>().required()).max(1000, formRules.msg.maxLength(1000));

export const groupSchema = object({
  name: formRules.label(80),
  description: string().trim().max(500, formRules.msg.maxLength(500)),
  members: picked(),
  remove: picked(),
});

const fields = (values: GroupFormValues) => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
});

export function groupBody(values: GroupFormValues): GroupBody {
  return { ...fields(values), customer_ids: values.members.map((m) => m.id) };
}

export function groupUpdateBody(values: GroupFormValues, loaded: CustomerGroupDetail): GroupUpdateBody {
  const removing = new Set(values.remove.map((m) => m.id));
  return {
    ...fields(values),
    add_customer_ids: values.members.map((m) => m.id).filter((id) => !removing.has(id)),
    remove_customer_ids: [...removing],
    updated_at: loaded.updated_at,
  };
}
