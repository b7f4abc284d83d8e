/** One user (`/user-view/:id`, also `/user/:id`): details, with Edit and Delete. */
import { formatDate, orEmpty, routeId, useRefreshAction, useSessionStore } from '@console/shared';
import { ActiveBadge, Button, Card, DetailList, PageHeader, RecordState } from '@console/shared/ui';
import type { User } from '@console/shared/contracts';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useDeleteUser } from './api/delete-user';
import { useUser } from './api/get-user';

export default function UserViewPage() {
  const navigate = useNavigate();
  const id = routeId(useParams().id);
  const user = useUser(id);
  const deleteUser = useDeleteUser();
  const currentUserId = useSessionStore((s) => s.user?.id);

  useRefreshAction(() => user.refetch(), user.isFetching);

  const back = (
    <Button variant="outline" onClick={() => navigate('/users-list')}>
      Back
    </Button>
  );

  if (id === undefined || user.isError || !user.data) {
    return <RecordState id={id} query={user} noun="User" title="User Details" right={back} />;
  }

  const data = user.data;
  // SPEC: default records offer no actions; nobody deletes their own account.
  const canEdit = !data.is_default;
  const canDelete = !data.is_default && data.id !== currentUserId;

  return (
    <>
      <PageHeader
        title="User Details"
        subtitle={data.name}
        right={
          <>
            {back}
            {canEdit && <Button onClick={() => navigate(`/add-user/${data.id}`)}>Edit</Button>}
            {canDelete && (
              <Button colorPalette="red" onClick={() => deleteUser(data, { redirectTo: '/users-list' })}>
                Delete
              </Button>
            )}
          </>
        }
      />
      <Card.Root>
        <Card.Body>
          <UserDetails user={data} />
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
