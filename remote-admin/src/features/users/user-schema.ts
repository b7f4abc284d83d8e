/**
 * The user form: its values (what the inputs hold, all strings), its yup schema with the form
 * messages, and the API body built from it. The password is required on create only; on edit an
 * empty one keeps the current password.
 */
import { formRules } from '@console/shared';
import type { User, UserCreateBody, UserUpdateBody } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { object, string } from 'yup';

export interface UserFormValues {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  password: string;
  /** A role id as the select holds it; '' until one is chosen. */
  role_id: string;
  status: '1' | '0';
}

export const EMPTY_USER: UserFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  mobile: '',
  password: '',
  role_id: '',
  status: '1',
};

export function userFormValues(user: User): UserFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    mobile: user.mobile,
    password: '',
    role_id: String(user.role_id),
    status: user.status === 1 ? '1' : '0',
  };
}

/** A name: required, "Enter only letters" for anything else. */
const NAME = { required: true, messages: { pattern: formRules.msg.lettersOnly } };

export function userSchema(mode: 'create' | 'edit') {
  return object({
    first_name: formRules.textRule(FIELDS.user.first_name, NAME),
    last_name: formRules.textRule(FIELDS.user.last_name, NAME),
    email: formRules.email(FIELDS.user.email),
    mobile: formRules.mobile(FIELDS.user.mobile),
    password: formRules.userPassword(mode === 'create'),
    role_id: formRules.requiredString(),
    status: string().oneOf(['1', '0']).required(),
  });
}

export function userCreateBody(values: UserFormValues): UserCreateBody {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
    password: values.password,
    role_id: Number(values.role_id),
    status: values.status === '1' ? 1 : 0,
  };
}

/** `updatedAt`: the user's `updated_at` as the form loaded it (a stale save answers 409). */
export function userUpdateBody(values: UserFormValues, updatedAt: string): UserUpdateBody {
  const { password, ...rest } = userCreateBody(values);
  return password ? { ...rest, password, updated_at: updatedAt } : { ...rest, updated_at: updatedAt };
}
