/** The People List table: Name, Mobile No., User Origin, Department, Sub-Department, Action. */
import { actionsColumn, textColumn, type DataTableColumn } from '@console/shared/ui';
import type { Customer } from '@console/shared/contracts';

interface CustomerRowActions {
  onView(customer: Customer): void;
  onEdit(customer: Customer): void;
  onDelete(customer: Customer): void;
}

export function customerColumns({ onView, onEdit, onDelete }: CustomerRowActions): DataTableColumn<Customer>[] {
  return [
    // The export follows the list: Name stands for the file's ID, First and Last Name, Mobile No. for Email too.
    textColumn<Customer>('name', { header: 'Name', sortable: true, exportColumns: ['id', 'first_name', 'last_name'] }),
    textColumn<Customer>('mobile', { header: 'Mobile No.', sortable: true, exportColumns: ['mobile', 'email'] }),
    textColumn<Customer>('user_origin', { header: 'User Origin', sortable: true }),
    textColumn<Customer>('class_name', { header: 'Department', sortable: true }),
    textColumn<Customer>('section_name', { header: 'Sub-Department', sortable: true }),
    actionsColumn({ onView, onEdit, onDelete, rowLabel: (c) => c.name, header: 'Action' }),
  ];
}
