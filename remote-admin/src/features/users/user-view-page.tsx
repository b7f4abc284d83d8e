/** One user (`/user-view/:id`, also `/user/:id`): details, with Edit and Delete. */
import { formatDate, orEmpty, useSessionStore } from '@console/shared';
import { ActiveBadge, Button, Card, DetailList, PageHeader, RecordViewRoute } from '@console/shared/ui';
import type { User } from '@console/shared/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteUser } from './api/delete-user';
import { userQuery } from './api/get-user';

export default function UserViewPage() {
  return (
    <RecordViewRoute query={userQuery} noun="User" title="User Details" listPath="/users-list">
      {(user, back) => <UserView user={user} back={back} />}
    </RecordViewRoute>
  );
}

function UserView({ user, back }: { user: User; back: ReactNode }) {
  const navigate = useNavigate();
  const deleteUser = useDeleteUser();
  const currentUserId = useSessionStore((s) => s.user?.id);

  // Default records offer no actions; nobody deletes their own account.
  const canEdit = !user.is_default;
  const canDelete = !user.is_default && user.id !== currentUserId;

  return (
    <>
      <PageHeader
        title="User Details"
        subtitle={user.name}
        right={
          <>
            {back}
            {canEdit && <Button onClick={() => navigate(`/add-user/${user.id}`)}>Edit</Button>}
            {canDelete && (
              <Button colorPalette="red" onClick={() => deleteUser(user, { redirectTo: '/users-list' })}>
                Delete
              </Button>
            )}
          </>
        }
      />
      <Card.Root>
        <Card.Body>
          <UserDetails user={user} />
        </Card.Body>
      </Card.Root>
    </>
  );
}

function UserDetails({ user }: { user: User }) {
  const rows: [string, ReactNode][] = [
    ['ID', user.id],
    ['Name', orEmpty(user.name)],
    ['Email', orEmpty(user.email)],
    ['Mobile No.', orEmpty(user.mobile)],
    ['Role', orEmpty(user.role)],
    ['Status', <ActiveBadge key="status" status={user.status === 1 ? 1 : 0} />],
    ['Created', formatDate(user.created_at)],
    ['Updated', formatDate(user.updated_at)],
  ];
  return <DetailList rows={rows} />;
}
