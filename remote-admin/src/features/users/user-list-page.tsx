/** Users List: search, Status and Role filters, a server-sorted table and the pager. */
import { useSessionStore } from '@console/shared';
import { ACTIVE_FILTER_OPTIONS, Button, ListFilterBar, ListView, PageHeader, useListPage } from '@console/shared/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { catalogue } from '../../i18n/catalogue';
import { useDeleteUser } from './api/delete-user';
import { roleFinder } from './api/list-role-options';
import { usersListQuery } from './api/list-users';
import { userColumns } from './columns';
import { USER_FILTERS } from './user-list-filters';

export default function UserListPage() {
  const t = catalogue.useT();
  const navigate = useNavigate();
  const list = useListPage({ query: usersListQuery, filters: USER_FILTERS });
  const deleteUser = useDeleteUser();
  const currentUserId = useSessionStore((s) => s.user?.id);

  const columns = useMemo(
    () =>
      userColumns(t, {
        onView: (user) => navigate(`/user-view/${user.id}`),
        onEdit: (user) => navigate(`/add-user/${user.id}`),
        onDelete: (user) => deleteUser(user),
        currentUserId,
      }),
    [t, navigate, deleteUser, currentUserId],
  );
  const addUser = <Button onClick={() => navigate('/add-user')}>{t('users.add')}</Button>;

  return (
    <>
      <PageHeader title={t('users.title')} right={addUser} />
      <ListFilterBar
        list={list}
        search={t('users.search')}
        selects={[
          { name: 'status', label: t('common.status'), options: ACTIVE_FILTER_OPTIONS },
          { name: 'role_id', label: t('common.role'), find: roleFinder },
        ]}
      />
      <ListView
        list={list}
        columns={columns}
        noun={t('users.nounPlural')}
        onRowClick={(user) => navigate(`/user-view/${user.id}`)}
        emptyAction={addUser}
      />
    </>
  );
}
