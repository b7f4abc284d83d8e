/** The Institutions table: Institution Name, Linked Customer Groups, Linked Touchpoint Groups, Action. */
import { orEmpty, TenantWords } from '@console/shared';
import type { GroupLink, Institution } from '@console/shared/contracts';
import { actionsColumn, type DataTableColumn } from '@console/shared/ui';

export interface InstitutionRowActions {
  onView(institution: Institution): void;
  onEdit(institution: Institution): void;
  onDelete(institution: Institution): void;
}

/** Linked groups by name, `--` when none. */
export const groupNames = (groups: GroupLink[]) => orEmpty(groups.map((g) => g.name).join(', '));

export function institutionColumns({
  onView,
  onEdit,
  onDelete,
}: InstitutionRowActions): DataTableColumn<Institution>[] {
  return [
    {
      id: 'name',
      header: 'Institution Name',
      cell: ({ row }) => orEmpty(row.original.name),
      meta: { sortKey: 'name' },
    },
    {
      id: 'customer_groups',
      header: () => <TenantWords text="Linked {customer} Groups" />,
      cell: ({ row }) => groupNames(row.original.customer_groups),
    },
    {
      id: 'touchpoint_groups',
      header: 'Linked Touchpoint Groups',
      cell: ({ row }) => groupNames(row.original.touchpoint_groups),
    },
    actionsColumn<Institution>({ header: 'Action', onView, onEdit, onDelete, rowLabel: (i) => i.name }),
  ];
}
