/**
 * The customer form: its values (all strings, as the inputs hold them), the yup schema with the
 * form messages (mobile: "Enter atleast 5 Character", then a valid number), and the API body.
 * Optional fields left empty are sent as null, so clearing one really clears it — except the PIN,
 * which the form never receives: on edit an empty PIN keeps the current one, and "Remove the PIN"
 * clears it.
 */
import { formRules } from '@console/shared';
import type { CustomerBody, CustomerDetail, CustomerUpdateBody } from '@console/shared/contracts';
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

/** Departments, sub-departments and origins: what the server's short label allows. */
const SHORT_LABEL = /^[\p{L}\p{N}\p{M} &()._/,-]*$/u;
/** An RFID as the reader prints it. */
export const RFID = /^[A-Za-z0-9]*$/;

/** What an RFID field keeps as it is typed: letters and digits, upper-cased. */
export const rfidInput = (raw: string) =>
  raw
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 32);

export const rfidRule = () => formRules.optionalText(RFID, { min: 4, max: 32 });

export const customerSchema = object({
  first_name: formRules.personName(),
  last_name: formRules.personName(),
  mobile: formRules.mobile(),
  email: formRules.optionalEmail(),
  class_name: formRules.optionalText(SHORT_LABEL),
  section_name: formRules.optionalText(SHORT_LABEL),
  user_origin: formRules.optionalText(SHORT_LABEL),
  rfid: rfidRule(),
  pin: formRules.optionalDigits(4, 6),
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
