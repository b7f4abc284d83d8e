/**
 * Users List (SPEC §2): search, Status and Role filters, a server-sorted table and the pager.
 * Page, size, sort and filters live in the URL, so Back and refresh return to the same view.
 */
import { useLastPageClamp, useListState, useRefreshAction, useSessionStore } from '@console/shared';
import { Button, DataTable, FilterSelect, HStack, PageHeader, Pagination, SearchInput } from '@console/shared/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteUser } from './api/delete-user';
import { useRoleOptions } from './api/list-role-options';
import { useUsers } from './api/list-users';
import { userColumns } from './columns';
import { STATUS_FILTER_OPTIONS, toListFilters } from './user-list-filters';

export default function UserListPage() {
  const navigate = useNavigate();
  const list = useListState({ filters: ['search', 'status', 'role_id'] });
  const { page, pageSize, sortBy, sortDir, filters = {} } = list;
  const users = useUsers({ page, pageSize, sortBy, sortDir, filters: toListFilters(filters) });
  const roles = useRoleOptions();
  const deleteUser = useDeleteUser();
  const currentUserId = useSessionStore((s) => s.user?.id);

  useRefreshAction(() => users.refetch(), users.isFetching);

  useLastPageClamp(list, users.isPlaceholderData ? undefined : users.data?.pagination.total);

  const columns = useMemo(
    () =>
      userColumns({
        onView: (user) => navigate(`/user-view/${user.id}`),
        onEdit: (user) => navigate(`/add-user/${user.id}`),
        onDelete: (user) => deleteUser(user),
        currentUserId,
      }),
    [navigate, deleteUser, currentUserId],
  );
  const roleFilterOptions = useMemo(
    () => (roles.data ?? []).map((role) => ({ id: String(role.id), text: role.name })),
    [roles.data],
  );

  return (
    <>
      <PageHeader title="Users List" right={<Button onClick={() => navigate('/add-user')}>Add User</Button>} />
      <HStack gap="3" mb="3" wrap="wrap" align="end">
        <SearchInput
          value={String(filters.search ?? '')}
          onChange={(value) => list.setFilter('search', value)}
          placeholder="Search by name, email or mobile"
        />
        <FilterSelect
          label="Status"
          value={String(filters.status || 'ALL')}
          options={STATUS_FILTER_OPTIONS}
          onChange={(value) => list.setFilter('status', value)}
        />
        <FilterSelect
          label="Role"
          value={String(filters.role_id || 'ALL')}
          options={roleFilterOptions}
          onChange={(value) => list.setFilter('role_id', value)}
        />
      </HStack>
      <DataTable
        columns={columns}
        data={users.data?.data ?? []}
        loading={users.isPending}
        getRowId={(user) => String(user.id)}
        sort={sortBy ? { by: sortBy, dir: sortDir ?? 'ASC' } : undefined}
        onSortChange={list.setSort}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={users.data?.pagination.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        noun="Users"
      />
    </>
  );
}
