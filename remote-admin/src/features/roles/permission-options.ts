/**
 * The ten permission codes as the role form's checklist and the role screens' labels, in the
 * tenant's words (tenant 2's customer permission reads "Employees").
 */
import { permissionLabel, useTenantStore } from '@console/shared';
import { isPermissionCode, PERMISSIONS } from '@console/shared/permissions';
import type { TenantLabels } from '@console/shared/contracts';
import { useMemo } from 'react';

export function usePermissionOptions() {
  const labels = useTenantStore((s) => s.labels);
  return useMemo(() => PERMISSIONS.map((code) => ({ value: code, label: permissionLabel(code, labels) })), [labels]);
}

/** Human names, in the catalogue's order; a code this console does not know shows as itself. */
export function permissionLabels(
  codes: readonly string[],
  labels: TenantLabels = useTenantStore.getState().labels,
): string[] {
  const known = PERMISSIONS.filter((code) => codes.includes(code)).map((code) => permissionLabel(code, labels));
  const unknown = codes.filter((code) => !isPermissionCode(code));
  return [...known, ...unknown];
}
