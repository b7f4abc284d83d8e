/** Role Management (admin only; the host guards the route, the server the calls). */
import { useLastPageClamp, useListState, useRefreshAction } from '@console/shared';
import { Button, DataTable, PageHeader, Pagination } from '@console/shared/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteRole } from './api/delete-role';
import { useRoles } from './api/list-roles';
import { roleColumns } from './columns';

export default function RoleListPage() {
  const navigate = useNavigate();
  const list = useListState();
  const { page, pageSize, sortBy, sortDir, setPage, setPageSize, setSort } = list;
  const roles = useRoles({ page, pageSize, sortBy, sortDir });
  const deleteRole = useDeleteRole();

  useRefreshAction(() => roles.refetch(), roles.isFetching);

  useLastPageClamp(list, roles.isPlaceholderData ? undefined : roles.data?.pagination.total);

  const columns = useMemo(
    () =>
      roleColumns({
        onView: (role) => navigate(`/role?id=${role.id}`),
        onEdit: (role) => navigate(`/edit-role?id=${role.id}`),
        onDelete: (role) => deleteRole(role),
      }),
    [navigate, deleteRole],
  );

  return (
    <>
      <PageHeader title="Role Management" right={<Button onClick={() => navigate('/add-role')}>Add Role</Button>} />
      <DataTable
        columns={columns}
        data={roles.data?.data ?? []}
        loading={roles.isPending}
        getRowId={(role) => String(role.id)}
        sort={sortBy ? { by: sortBy, dir: sortDir ?? 'ASC' } : undefined}
        onSortChange={setSort}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={roles.data?.pagination.total ?? 0}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        noun="Roles"
      />
    </>
  );
}
