/** The Users table: ID, Name, Mobile No., Email, Role, Status, Action. */
import { orEmpty } from '@console/shared';
import { actionsColumn, ActiveBadge, type DataTableColumn } from '@console/shared/ui';
import type { User } from '@console/shared/contracts';
import type { AdminT } from '../../i18n/catalogue';

interface UserRowActions {
  onView(user: User): void;
  onEdit(user: User): void;
  onDelete(user: User): void;
  /** The signed-in operator: their own row offers no Delete (the server refuses it too). */
  currentUserId: number | undefined;
}

/** Built at render with the page's `t`, so the headers follow the language. */
export function userColumns(
  t: AdminT,
  { onView, onEdit, onDelete, currentUserId }: UserRowActions,
): DataTableColumn<User>[] {
  return [
    { id: 'id', header: t('common.id'), accessorKey: 'id', meta: { sortKey: 'id' } },
    { id: 'name', header: t('common.name'), cell: ({ row }) => orEmpty(row.original.name), meta: { sortKey: 'name' } },
    {
      id: 'mobile',
      header: t('common.mobile'),
      cell: ({ row }) => orEmpty(row.original.mobile),
      meta: { sortKey: 'mobile' },
    },
    {
      id: 'email',
      header: t('common.email'),
      cell: ({ row }) => orEmpty(row.original.email),
      meta: { sortKey: 'email' },
    },
    { id: 'role', header: t('common.role'), cell: ({ row }) => orEmpty(row.original.role), meta: { sortKey: 'role' } },
    {
      id: 'status',
      header: t('common.status'),
      cell: ({ row }) => <ActiveBadge status={row.original.status === 1 ? 1 : 0} />,
      meta: { sortKey: 'status' },
    },
    // Default rows show no actions; nobody deletes their own account (as on the view page).
    actionsColumn<User>({
      header: t('common.action'),
      onView,
      onEdit,
      onDelete,
      rowLabel: (user) => user.name,
      canDelete: (user) => user.id !== currentUserId,
    }),
  ];
}
