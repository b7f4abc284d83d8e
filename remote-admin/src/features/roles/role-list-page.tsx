/** Role Management (admin only; the host guards the route, the server the calls). */
import { Button, ListView, PageHeader, useListPage } from '@console/shared/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { catalogue } from '../../i18n/catalogue';
import { useDeleteRole } from './api/delete-role';
import { rolesListQuery } from './api/list-roles';
import { roleColumns } from './columns';

export default function RoleListPage() {
  const t = catalogue.useT();
  const navigate = useNavigate();
  const list = useListPage({ query: rolesListQuery });
  const deleteRole = useDeleteRole();

  const columns = useMemo(
    () =>
      roleColumns(t, {
        onView: (role) => navigate(`/role?id=${role.id}`),
        onEdit: (role) => navigate(`/edit-role?id=${role.id}`),
        onDelete: (role) => deleteRole(role),
      }),
    [t, navigate, deleteRole],
  );
  const addRole = <Button onClick={() => navigate('/add-role')}>{t('roles.add')}</Button>;

  return (
    <>
      <PageHeader title={t('roles.title')} right={addRole} />
      <ListView
        list={list}
        columns={columns}
        noun={t('roles.nounPlural')}
        onRowClick={(role) => navigate(`/role?id=${role.id}`)}
        emptyAction={addRole}
      />
    </>
  );
}
