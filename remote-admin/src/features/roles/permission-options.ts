/** The ten permission codes as the role form's checklist and the role screens' labels. */
import { isPermissionCode, PERMISSION_LABELS, PERMISSIONS } from '@console/shared/permissions';

export const PERMISSION_OPTIONS = PERMISSIONS.map((code) => ({ value: code, label: PERMISSION_LABELS[code] }));

/** Human names, in the catalogue's order; a code this console does not know shows as itself. */
export function permissionLabels(codes: readonly string[]): string[] {
  const known = PERMISSIONS.filter((code) => codes.includes(code)).map((code) => PERMISSION_LABELS[code]);
  const unknown = codes.filter((code) => !isPermissionCode(code));
  return [...known, ...unknown];
}
