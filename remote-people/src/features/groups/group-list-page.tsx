/** Employee Groups (`/group-list`, SPEC §2): Name, Action (member counts are on the group's page); search, sort and pagination in the URL. */
import { useLastPageClamp, useListState, useRefreshAction } from '@console/shared';
import { actionsColumn, Button, DataTable, HStack, PageHeader, Pagination, SearchInput } from '@console/shared/ui';
import type { CustomerGroup } from '@console/shared/contracts';
import type { DataTableColumn } from '@console/shared/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteGroup } from './api/delete-group';
import { useGroups } from './api/list-groups';

export default function GroupListPage() {
  const navigate = useNavigate();
  const list = useListState({ filters: ['search'] });
  const { page, pageSize, sortBy, sortDir, filters = {} } = list;
  const groups = useGroups({ page, pageSize, sortBy, sortDir, filters });
  const deleteGroup = useDeleteGroup();

  useRefreshAction(() => groups.refetch(), groups.isFetching);
  useLastPageClamp(list, groups.isPlaceholderData ? undefined : groups.data?.pagination.total);

  const columns = useMemo<DataTableColumn<CustomerGroup>[]>(
    () => [
      { id: 'name', header: 'Name', accessorKey: 'name', meta: { sortKey: 'name' } },
      actionsColumn<CustomerGroup>({
        header: 'Action',
        rowLabel: (g) => g.name,
        onView: (g) => navigate(`/group-view/${g.id}`),
        onEdit: (g) => navigate(`/add-group/${g.id}`),
        onDelete: (g) => deleteGroup(g),
      }),
    ],
    [navigate, deleteGroup],
  );

  return (
    <>
      <PageHeader
        title="Employee Groups"
        subtitle="Groups decide who may buy where, and whom a bulk credit pays"
        right={<Button onClick={() => navigate('/add-group')}>Add Group</Button>}
      />
      <HStack gap="3" mb="3">
        <SearchInput
          value={String(filters.search ?? '')}
          onChange={(value) => list.setFilter('search', value)}
          placeholder="Search by name"
        />
      </HStack>
      <DataTable
        columns={columns}
        data={groups.data?.data ?? []}
        loading={groups.isPending}
        getRowId={(g) => String(g.id)}
        sort={sortBy ? { by: sortBy, dir: sortDir ?? 'ASC' } : undefined}
        onSortChange={list.setSort}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={groups.data?.pagination.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        noun="Groups"
      />
    </>
  );
}
