/** Users List: search, Status and Role filters, a server-sorted table and the pager. */
import { useSessionStore } from '@console/shared';
import { Button, ListFilterBar, ListView, PageHeader, useListPage } from '@console/shared/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteUser } from './api/delete-user';
import { roleFinder } from './api/list-role-options';
import { usersListQuery } from './api/list-users';
import { userColumns } from './columns';
import { STATUS_FILTER_OPTIONS, USER_FILTERS } from './user-list-filters';

export default function UserListPage() {
  const navigate = useNavigate();
  const list = useListPage({ query: usersListQuery, filters: USER_FILTERS });
  const deleteUser = useDeleteUser();
  const currentUserId = useSessionStore((s) => s.user?.id);

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
  const addUser = <Button onClick={() => navigate('/add-user')}>Add User</Button>;

  return (
    <>
      <PageHeader title="Users List" right={addUser} />
      <ListFilterBar
        list={list}
        search="Search by name, email or mobile"
        selects={[
          { name: 'status', label: 'Status', options: STATUS_FILTER_OPTIONS },
          { name: 'role_id', label: 'Role', find: roleFinder },
        ]}
      />
      <ListView
        list={list}
        columns={columns}
        noun="Users"
        onRowClick={(user) => navigate(`/user-view/${user.id}`)}
        emptyAction={addUser}
      />
    </>
  );
}
