/** The group form: name, description and the chosen members; yup rules with the SPEC §5 messages. */
import { formRules } from '@console/shared';
import type { CustomerGroupDetail, GroupBody } from '@console/shared/contracts';
import { array, mixed, object, string } from 'yup';
import type { PickedCustomer } from '../../lib/customer-picker';

export interface GroupFormValues {
  name: string;
  description: string;
  members: PickedCustomer[];
}

export const EMPTY_GROUP: GroupFormValues = { name: '', description: '', members: [] };

export function groupFormValues(group: CustomerGroupDetail): GroupFormValues {
  return { name: group.name, description: group.description ?? '', members: group.members };
}

export const groupSchema = object({
  name: formRules.label(80),
  description: string().trim().max(500, formRules.msg.maxLength(500)),
  members: array().of(mixed<PickedCustomer>().required()).max(5000, formRules.msg.maxLength(5000)),
});

export function groupBody(values: GroupFormValues): GroupBody {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    customer_ids: values.members.map((m) => m.id),
  };
}
