/**
 * People List (`/customer-list`, SPEC §2): search by name or mobile, filters by department,
 * sub-department and group, a server-sorted table with row selection (→ Add to Group), and an
 * export of the current filter as CSV or XLSX. Page, sort and filters live in the URL.
 */
import {
  type ListParams,
  useCan,
  useLastPageClamp,
  useListState,
  useRefreshAction,
  useTenantStore,
  withIdFilters,
} from '@console/shared';
import {
  Button,
  DataTable,
  FilterSelect,
  HStack,
  PageHeader,
  Pagination,
  SearchInput,
  SelectionBar,
} from '@console/shared/ui';
import type { ExportFormat } from '@console/shared/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GroupFilter } from '../../lib/group-filter';
import { AddToGroupDialog } from './add-to-group-dialog';
import { useDeleteCustomer } from './api/delete-customer';
import { useExportCustomers } from './api/export-customers';
import { useCustomerFilterOptions } from './api/filter-options';
import { useCustomers } from './api/list-customers';
import { customerColumns } from './columns';

const FILTERS = ['search', 'class_name', 'section_name', 'group_id'];

export default function CustomerListPage() {
  const navigate = useNavigate();
  const labels = useTenantStore((s) => s.labels);
  const list = useListState({ filters: FILTERS });
  const { page, pageSize, sortBy, sortDir, filters = {} } = list;
  // Ids travel as numbers; the URL holds them as text.
  const params: ListParams = { page, pageSize, sortBy, sortDir, filters: withIdFilters(filters, ['group_id']) };
  const customers = useCustomers(params);
  const filterOptions = useCustomerFilterOptions();
  const deleteCustomer = useDeleteCustomer();
  const exportCustomers = useExportCustomers();
  const [selected, setSelected] = useState<string[]>([]);
  const [addingToGroup, setAddingToGroup] = useState(false);
  // Adding to a group is the Employee Groups section's action.
  const canGroup = useCan(['PERM_VIEW_CUSTOMER_GROUP_LIST']);

  useRefreshAction(() => customers.refetch(), customers.isFetching);
  useLastPageClamp(list, customers.isPlaceholderData ? undefined : customers.data?.pagination.total);

  const columns = useMemo(
    () =>
      customerColumns({
        onView: (c) => navigate(`/customer-view/${c.id}`),
        onEdit: (c) => navigate(`/add-customer/${c.id}`),
        onDelete: (c) => deleteCustomer(c),
      }),
    [navigate, deleteCustomer],
  );
  const asOptions = (values: string[] | undefined) => (values ?? []).map((v) => ({ id: v, text: v }));
  const setFilter = (name: string, value: string) => {
    setSelected([]);
    list.setFilter(name, value);
  };
  const download = (format: ExportFormat) => exportCustomers.mutate({ params, format });

  return (
    <>
      <PageHeader
        title={`${labels.customers} List`}
        subtitle={`Everyone who holds a wallet or buys at a touchpoint`}
        right={
          <HStack gap="2">
            <Button variant="outline" onClick={() => download('csv')} loading={exportCustomers.isPending}>
              Export CSV
            </Button>
            <Button variant="outline" onClick={() => download('xlsx')} loading={exportCustomers.isPending}>
              Export XLSX
            </Button>
            <Button onClick={() => navigate('/add-customer')}>Add {labels.customer}</Button>
          </HStack>
        }
      />
      <HStack gap="3" mb="3" wrap="wrap" align="end">
        <SearchInput
          value={String(filters.search ?? '')}
          onChange={(value) => setFilter('search', value)}
          placeholder="Search by name or mobile"
        />
        <FilterSelect
          label="Department"
          value={String(filters.class_name || 'ALL')}
          options={asOptions(filterOptions.data?.departments)}
          onChange={(value) => setFilter('class_name', value)}
        />
        <FilterSelect
          label="Sub-Department"
          value={String(filters.section_name || 'ALL')}
          options={asOptions(filterOptions.data?.sub_departments)}
          onChange={(value) => setFilter('section_name', value)}
        />
        <GroupFilter value={String(filters.group_id ?? '')} onChange={(value) => setFilter('group_id', value)} />
      </HStack>
      <SelectionBar count={selected.length} onClear={() => setSelected([])}>
        <Button size="sm" onClick={() => setAddingToGroup(true)}>
          Add to Group
        </Button>
      </SelectionBar>
      <DataTable
        columns={columns}
        data={customers.data?.data ?? []}
        loading={customers.isPending}
        getRowId={(c) => String(c.id)}
        sort={sortBy ? { by: sortBy, dir: sortDir ?? 'ASC' } : undefined}
        onSortChange={list.setSort}
        selectable={canGroup}
        selectedIds={selected}
        onSelectionChange={setSelected}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={customers.data?.pagination.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        noun={labels.customers}
      />
      <AddToGroupDialog
        open={addingToGroup}
        customerIds={selected.map(Number)}
        onClose={(done) => {
          setAddingToGroup(false);
          if (done) setSelected([]);
        }}
      />
    </>
  );
}
