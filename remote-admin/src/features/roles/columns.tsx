/** The Role Management table: ID, Name, Role Code, Permissions, Action. */
import { actionsColumn, Text, type DataTableColumn } from '@console/shared/ui';
import type { Role } from '@console/shared/contracts';
import { PERMISSIONS } from '@console/shared/permissions';
import type { AdminT } from '../../i18n/catalogue';
import { permissionLabels } from './permission-options';

interface RoleRowActions {
  onView(role: Role): void;
  onEdit(role: Role): void;
  onDelete(role: Role): void;
}

/** Built at render with the page's `t`, so the headers follow the language. */
export function roleColumns(t: AdminT, { onView, onEdit, onDelete }: RoleRowActions): DataTableColumn<Role>[] {
  return [
    { id: 'id', header: t('common.id'), accessorKey: 'id', meta: { sortKey: 'id' } },
    { id: 'name', header: t('common.name'), accessorKey: 'name', meta: { sortKey: 'name' } },
    { id: 'role_code', header: t('roles.column.roleCode'), accessorKey: 'role_code', meta: { sortKey: 'role_code' } },
    {
      id: 'permissions',
      header: t('roles.column.permissions'),
      cell: ({ row }) => {
        const { permissions } = row.original;
        const all = permissions.length >= PERMISSIONS.length;
        // The full list is in the title; the cell stays one short line.
        return (
          <Text as="span" title={permissionLabels(permissions).join(', ')}>
            {all
              ? t('roles.permissionsAll', { n: permissions.length })
              : t('roles.permissionsOf', { n: permissions.length, total: PERMISSIONS.length })}
          </Text>
        );
      },
    },
    // actionsColumn shows nothing on is_default rows; the server flags the company admin role so.
    // A role users still hold cannot be deleted, so the row offers no Delete (as its view page).
    actionsColumn<Role>({
      onView,
      onEdit,
      onDelete,
      rowLabel: (role) => role.name,
      canDelete: (role) => role.user_count === 0,
      header: t('common.action'),
    }),
  ];
}
