/** The Users table: ID, Name, Mobile No., Email, Role, Status, Action. */
import { orEmpty } from '@console/shared';
import { actionsColumn, ActiveBadge, type DataTableColumn } from '@console/shared/ui';
import type { User } from '@console/shared/contracts';

interface UserRowActions {
  onView(user: User): void;
  onEdit(user: User): void;
  onDelete(user: User): void;
  /** The signed-in operator: their own row offers no Delete (the server refuses it too). */
  currentUserId: number | undefined;
}

export function userColumns({ onView, onEdit, onDelete, currentUserId }: UserRowActions): DataTableColumn<User>[] {
  return [
    { id: 'id', header: 'ID', accessorKey: 'id', meta: { sortKey: 'id' } },
    { id: 'name', header: 'Name', cell: ({ row }) => orEmpty(row.original.name), meta: { sortKey: 'name' } },
    {
      id: 'mobile',
      header: 'Mobile No.',
      cell: ({ row }) => orEmpty(row.original.mobile),
      meta: { sortKey: 'mobile' },
    },
    { id: 'email', header: 'Email', cell: ({ row }) => orEmpty(row.original.email), meta: { sortKey: 'email' } },
    { id: 'role', header: 'Role', cell: ({ row }) => orEmpty(row.original.role), meta: { sortKey: 'role' } },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <ActiveBadge status={row.original.status === 1 ? 1 : 0} />,
      meta: { sortKey: 'status' },
    },
    // Default rows show no actions; nobody deletes their own account (as on the view page).
    actionsColumn<User>({
      header: 'Action',
      onView,
      onEdit,
      onDelete,
      rowLabel: (user) => user.name,
      canDelete: (user) => user.id !== currentUserId,
    }),
  ];
}
