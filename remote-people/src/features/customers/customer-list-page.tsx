/**
 * People List (`/customer-list`): search by name or mobile, filters by department,
 * sub-department (narrowed by the department chosen) and group, a server-sorted table with row
 * selection (→ Add to Group), an export of the current filter as CSV or XLSX, and Import (customers
 * from a CSV file: the page's permission is the one that creates a customer).
 */
import { useCanOpen } from '@console/shared';
import {
  Button,
  exportColumnsOf,
  ExportButtons,
  listExport,
  ListFilterBar,
  ListView,
  PageHeader,
  SelectionBar,
  useListPage,
} from '@console/shared/ui';
import { CUSTOMER_EXPORT_FIELDS, type CustomerFilterOptions } from '@console/shared/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { groupFinder } from '../groups/api/find-groups';
import { ImportDialog } from '../../lib/imports/import-dialog';
import { AddToGroupDialog } from './add-to-group-dialog';
import { useDeleteCustomer } from './api/delete-customer';
import { exportCustomers } from './api/export-customers';
import { useCustomerFilterOptions } from './api/get-customer-filter-options';
import { customersListQuery } from './api/list-customers';
import { customerColumns } from './columns';
import { CUSTOMER_FILTERS } from './customer-list-filters';
import { catalogue } from '../../i18n/catalogue';

const asOptions = (values: string[] | undefined) => (values ?? []).map((v) => ({ id: v, text: v }));

/** The sub-departments under `department` ('' = All: every one). */
const subDepartments = (options: CustomerFilterOptions | undefined, department: string) =>
  asOptions(
    options?.sub_departments.filter((s) => department === '' || s.departments.includes(department)).map((s) => s.name),
  );

export default function CustomerListPage() {
  const navigate = useNavigate();
  const t = catalogue.useT();
  const [selected, setSelected] = useState<string[]>([]);
  const list = useListPage({
    query: customersListQuery,
    filters: CUSTOMER_FILTERS,
    onFiltersChange: () => setSelected([]),
  });
  const filterOptions = useCustomerFilterOptions();
  const deleteCustomer = useDeleteCustomer();
  const [addingToGroup, setAddingToGroup] = useState(false);
  const [importing, setImporting] = useState(false);
  // Adding to a group is the Employee Groups section's action.
  const canGroup = useCanOpen('/group-list');

  const columns = useMemo(
    () =>
      customerColumns(
        {
          onView: (c) => navigate(`/customer-view/${c.id}`),
          onEdit: (c) => navigate(`/add-customer/${c.id}`),
          onDelete: (c) => deleteCustomer(c),
        },
        t,
      ),
    [navigate, deleteCustomer, t],
  );
  const addCustomer = <Button onClick={() => navigate('/add-customer')}>{t('customers.list.add')}</Button>;

  return (
    <>
      <PageHeader
        title={t('customers.list.title')}
        subtitle={t('customers.list.subtitle')}
        right={
          <>
            <ExportButtons
              {...listExport(
                list.body,
                exportCustomers,
                undefined,
                exportColumnsOf(columns, list.columns.current, Object.keys(CUSTOMER_EXPORT_FIELDS)),
              )}
            />
            <Button variant="outline" onClick={() => setImporting(true)}>
              {t('customers.list.import')}
            </Button>
            {addCustomer}
          </>
        }
      />
      <ListFilterBar
        list={list}
        search={t('customers.list.search')}
        selects={[
          {
            name: 'class_name',
            label: t('customers.filter.department'),
            options: asOptions(filterOptions.data?.departments),
          },
          {
            name: 'section_name',
            label: t('customers.filter.subDepartment'),
            options: (department) => subDepartments(filterOptions.data, department),
            narrowedBy: 'class_name',
          },
          { name: 'group_id', label: t('customers.filter.group'), find: groupFinder },
        ]}
      />
      <SelectionBar count={selected.length} onClear={() => setSelected([])}>
        <Button size="sm" onClick={() => setAddingToGroup(true)}>
          {t('customers.list.addToGroup')}
        </Button>
      </SelectionBar>
      <ListView
        list={list}
        columns={columns}
        noun={t('customers.noun.customers')}
        emptyAction={addCustomer}
        onRowClick={(c) => navigate(`/customer-view/${c.id}`)}
        selectable={canGroup}
        selectedIds={selected}
        onSelectionChange={setSelected}
      />
      <AddToGroupDialog
        open={addingToGroup}
        customerIds={selected.map(Number)}
        onClose={() => setAddingToGroup(false)}
        onAdded={() => setSelected([])}
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        title={t('customers.list.importTitle')}
        kind="customers"
      />
    </>
  );
}
