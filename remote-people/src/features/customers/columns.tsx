/** The People List table: Name, Mobile No., User Origin, Department, Sub-Department, Action. */
import { orEmpty } from '@console/shared';
import { actionsColumn, type DataTableColumn } from '@console/shared/ui';
import type { Customer } from '@console/shared/contracts';

interface CustomerRowActions {
  onView(customer: Customer): void;
  onEdit(customer: Customer): void;
  onDelete(customer: Customer): void;
}

export function customerColumns({ onView, onEdit, onDelete }: CustomerRowActions): DataTableColumn<Customer>[] {
  return [
    { id: 'name', header: 'Name', cell: ({ row }) => orEmpty(row.original.name), meta: { sortKey: 'name' } },
    {
      id: 'mobile',
      header: 'Mobile No.',
      cell: ({ row }) => orEmpty(row.original.mobile),
      meta: { sortKey: 'mobile' },
    },
    {
      id: 'user_origin',
      header: 'User Origin',
      cell: ({ row }) => orEmpty(row.original.user_origin),
      meta: { sortKey: 'user_origin' },
    },
    {
      id: 'class_name',
      header: 'Department',
      cell: ({ row }) => orEmpty(row.original.class_name),
      meta: { sortKey: 'class_name' },
    },
    {
      id: 'section_name',
      header: 'Sub-Department',
      cell: ({ row }) => orEmpty(row.original.section_name),
      meta: { sortKey: 'section_name' },
    },
    actionsColumn({ onView, onEdit, onDelete, rowLabel: (c) => c.name, header: 'Action' }),
  ];
}
