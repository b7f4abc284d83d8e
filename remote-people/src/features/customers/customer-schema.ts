/**
 * The customer form: its values (all strings, as the inputs hold them), the yup schema with the
 * form messages (mobile: "Enter atleast 5 Character", then a valid number), and the API body.
 * Optional fields left empty are sent as null, so clearing one really clears it — except the PIN,
 * which the form never receives: on edit an empty PIN keeps the current one, and "Remove the PIN"
 * clears it.
 */
import { formRules } from '@console/shared';
import type { CustomerBody, CustomerDetail, CustomerUpdateBody } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { array, object, string } from 'yup';

export interface CustomerFormValues {
  first_name: string;
  last_name: string;
  mobile: string;
  email: string;
  class_name: string;
  section_name: string;
  user_origin: string;
  rfid: string;
  pin: string;
  /** ['remove'] when the operator asks to clear the PIN already set. */
  remove_pin: string[];
  /** Group ids as the checklist holds them. */
  group_ids: string[];
}

export const EMPTY_CUSTOMER: CustomerFormValues = {
  first_name: '',
  last_name: '',
  mobile: '',
  email: '',
  class_name: '',
  section_name: '',
  user_origin: '',
  rfid: '',
  pin: '',
  remove_pin: [],
  group_ids: [],
};

export function customerFormValues(c: CustomerDetail): CustomerFormValues {
  return {
    first_name: c.first_name,
    last_name: c.last_name,
    mobile: c.mobile,
    email: c.email ?? '',
    class_name: c.class_name ?? '',
    section_name: c.section_name ?? '',
    user_origin: c.user_origin ?? '',
    rfid: c.rfid ?? '',
    pin: '',
    remove_pin: [],
    group_ids: c.groups.map((g) => String(g.id)),
  };
}

/** What an RFID field keeps as it is typed: letters and digits, upper-cased. */
export const rfidInput = (raw: string) =>
  raw
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, FIELDS.customer.rfid.maxLength);

export const rfidRule = () => formRules.textRule(FIELDS.customer.rfid);

/** A name: required, "Enter only letters" for anything else. */
const NAME = { required: true, messages: { pattern: formRules.msg.lettersOnly } };

export const customerSchema = object({
  first_name: formRules.textRule(FIELDS.customer.first_name, NAME),
  last_name: formRules.textRule(FIELDS.customer.last_name, NAME),
  mobile: formRules.mobile(FIELDS.customer.mobile),
  email: formRules.optionalEmail(FIELDS.customer.email),
  class_name: formRules.textRule(FIELDS.customer.class_name),
  section_name: formRules.textRule(FIELDS.customer.section_name),
  user_origin: formRules.textRule(FIELDS.customer.user_origin),
  rfid: rfidRule(),
  pin: formRules.optionalPin(FIELDS.customer.pin),
  remove_pin: array().of(string().required()),
  group_ids: array().of(string().required()),
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** `editing`: the form edits a customer, so an empty PIN means "keep it" (left out of the body). */
export function customerBody(values: CustomerFormValues, editing = false): CustomerBody {
  const pin = orNull(values.pin) ?? (values.remove_pin.length > 0 || !editing ? null : undefined);
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    mobile: values.mobile.trim(),
    email: orNull(values.email),
    class_name: orNull(values.class_name),
    section_name: orNull(values.section_name),
    user_origin: orNull(values.user_origin),
    rfid: orNull(values.rfid),
    ...(pin !== undefined ? { pin } : {}),
    group_ids: values.group_ids.map(Number),
  };
}

/**
 * An edit: the same fields, the groups ticked or unticked since the form loaded as deltas (a group
 * someone else added meanwhile stays), and the customer's `updated_at` as loaded.
 */
export function customerUpdateBody(values: CustomerFormValues, loaded: CustomerDetail): CustomerUpdateBody {
  const { group_ids: chosen = [], ...fields } = customerBody(values, true);
  const before = new Set(loaded.groups.map((g) => g.id));
  const after = new Set(chosen);
  return {
    ...fields,
    add_group_ids: chosen.filter((id) => !before.has(id)),
    remove_group_ids: [...before].filter((id) => !after.has(id)),
    updated_at: loaded.updated_at,
  };
}
