/** Role Management (admin only; the host guards the route, the server the calls). */
import { Button, ListView, PageHeader, useListPage } from '@console/shared/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteRole } from './api/delete-role';
import { rolesListQuery } from './api/list-roles';
import { roleColumns } from './columns';

export default function RoleListPage() {
  const navigate = useNavigate();
  const list = useListPage({ query: rolesListQuery });
  const deleteRole = useDeleteRole();

  const columns = useMemo(
    () =>
      roleColumns({
        onView: (role) => navigate(`/role?id=${role.id}`),
        onEdit: (role) => navigate(`/edit-role?id=${role.id}`),
        onDelete: (role) => deleteRole(role),
      }),
    [navigate, deleteRole],
  );
  const addRole = <Button onClick={() => navigate('/add-role')}>Add Role</Button>;

  return (
    <>
      <PageHeader title="Role Management" right={addRole} />
      <ListView
        list={list}
        columns={columns}
        noun="Roles"
        onRowClick={(role) => navigate(`/role?id=${role.id}`)}
        emptyAction={addRole}
      />
    </>
  );
}
