/**
 * The role form: values, yup schema and the API body. The role code may be
 * left empty: the server derives it from the name ("Shift Supervisor" → ROLE_SHIFT_SUPERVISOR).
 */
import { formRules } from '@console/shared';
import type { Role, RoleBody } from '@console/shared/contracts';
import { FIELDS } from '@console/shared/contracts/fields';
import { isPermissionCode } from '@console/shared/permissions';
import { object } from 'yup';

export interface RoleFormValues {
  name: string;
  role_code: string;
  permissions: string[];
}

export const EMPTY_ROLE: RoleFormValues = { name: '', role_code: '', permissions: [] };

export function roleFormValues(role: Role): RoleFormValues {
  return { name: role.name, role_code: role.role_code, permissions: [...role.permissions] };
}

export const roleSchema = object({
  name: formRules.textRule(FIELDS.role.name, { required: true }),
  /** Empty lets the server derive it. */
  role_code: formRules.textRule(FIELDS.role.role_code, { trim: false }),
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
