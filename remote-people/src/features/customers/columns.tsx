/** The People List table: Name, Mobile No., User Origin, Department, Sub-Department, Action. */
import { actionsColumn, textColumn, type DataTableColumn } from '@console/shared/ui';
import type { Customer } from '@console/shared/contracts';
import type { PeopleT } from '../../i18n/catalogue';

interface CustomerRowActions {
  onView(customer: Customer): void;
  onEdit(customer: Customer): void;
  onDelete(customer: Customer): void;
}

/** Built at render with the page's `t`: the headers read the language shown. */
export function customerColumns(
  { onView, onEdit, onDelete }: CustomerRowActions,
  t: PeopleT,
): DataTableColumn<Customer>[] {
  return [
    // The export follows the list: Name stands for the file's ID, First and Last Name, Mobile No. for Email too.
    textColumn<Customer>('name', {
      header: t('customers.column.name'),
      sortable: true,
      exportColumns: ['id', 'first_name', 'last_name'],
    }),
    textColumn<Customer>('mobile', {
      header: t('customers.column.mobile'),
      sortable: true,
      exportColumns: ['mobile', 'email'],
    }),
    textColumn<Customer>('user_origin', { header: t('customers.column.userOrigin'), sortable: true }),
    textColumn<Customer>('class_name', { header: t('customers.column.department'), sortable: true }),
    textColumn<Customer>('section_name', { header: t('customers.column.subDepartment'), sortable: true }),
    actionsColumn({ onView, onEdit, onDelete, rowLabel: (c) => c.name, header: t('customers.column.action') }),
  ];
}
