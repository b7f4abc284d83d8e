/**
 * The ten permission codes as the role form's checklist and the role screens' labels: the kit's
 * names, in the language shown and the tenant's words (tenant 2's customer permission reads
 * "Employees").
 */
import { kit } from '@console/shared';
import { isPermissionCode, PERMISSIONS } from '@console/shared/permissions';
import { useMemo } from 'react';

type KitT = typeof kit.t;

export function usePermissionOptions() {
  const t = kit.useT();
  return useMemo(() => PERMISSIONS.map((code) => ({ value: code, label: t(`permission.${code}`) })), [t]);
}

/** Human names, in the catalogue's order; a code this console does not know shows as itself. */
export function permissionLabels(codes: readonly string[], t: KitT = kit.t): string[] {
  const known = PERMISSIONS.filter((code) => codes.includes(code)).map((code) => t(`permission.${code}`));
  const unknown = codes.filter((code) => !isPermissionCode(code));
  return [...known, ...unknown];
}
