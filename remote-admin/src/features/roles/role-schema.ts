/**
 * The role form: values, yup schema and the API body. The role code may be
 * left empty: the server derives it from the name ("Shift Supervisor" → ROLE_SHIFT_SUPERVISOR).
 */
import { formRules, msg } from '@console/shared';
import type { Role, RoleBody } from '@console/shared/contracts';
import { isPermissionCode } from '@console/shared/permissions';
import { object, string } from 'yup';

export interface RoleFormValues {
  name: string;
  role_code: string;
  permissions: string[];
}

export const EMPTY_ROLE: RoleFormValues = { name: '', role_code: '', permissions: [] };

export function roleFormValues(role: Role): RoleFormValues {
  return { name: role.name, role_code: role.role_code, permissions: [...role.permissions] };
}

/** The server's pattern for a label: letters and digits first, then a few separators. */
const LABEL = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} &()._/-]*$/u;
const ROLE_CODE = /^ROLE_[A-Z0-9_]+$/;

export const roleSchema = object({
  name: formRules.requiredString(80).matches(LABEL, msg.pattern),
  role_code: string().max(64, msg.maxLength(64)).matches(ROLE_CODE, { message: msg.pattern, excludeEmptyString: true }),
  permissions: formRules.requiredSelection(),
});

export function roleBody(values: RoleFormValues): RoleBody {
  const code = values.role_code.trim();
  return {
    name: values.name.trim(),
    ...(code ? { role_code: code } : {}),
    permissions: values.permissions.filter(isPermissionCode),
  };
}
