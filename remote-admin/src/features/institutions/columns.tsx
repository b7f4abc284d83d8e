/** The Institutions table: Institution Name, Linked Customer Groups, Linked Touchpoint Groups, Action. */
import { orEmpty } from '@console/shared';
import type { GroupLink, Institution } from '@console/shared/contracts';
import { actionsColumn, type DataTableColumn } from '@console/shared/ui';
import type { AdminT } from '../../i18n/catalogue';

export interface InstitutionRowActions {
  onView(institution: Institution): void;
  onEdit(institution: Institution): void;
  onDelete(institution: Institution): void;
}

/** Linked groups by name, `--` when none. */
export const groupNames = (groups: GroupLink[]) => orEmpty(groups.map((g) => g.name).join(', '));

/** Built at render with the page's `t` (in the tenant's words), so the headers follow the language. */
export function institutionColumns(
  t: AdminT,
  { onView, onEdit, onDelete }: InstitutionRowActions,
): DataTableColumn<Institution>[] {
  return [
    {
      id: 'name',
      header: t('institutions.name'),
      cell: ({ row }) => orEmpty(row.original.name),
      meta: { sortKey: 'name' },
    },
    {
      id: 'customer_groups',
      header: t('institutions.linkedCustomerGroups'),
      cell: ({ row }) => groupNames(row.original.customer_groups),
    },
    {
      id: 'touchpoint_groups',
      header: t('institutions.linkedTouchpointGroups'),
      cell: ({ row }) => groupNames(row.original.touchpoint_groups),
    },
    actionsColumn<Institution>({ header: t('common.action'), onView, onEdit, onDelete, rowLabel: (i) => i.name }),
  ];
}
