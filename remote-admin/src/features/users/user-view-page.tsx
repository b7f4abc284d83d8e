/** One user (`/user-view/:id`, also `/user/:id`): details, with Edit and Delete. */
import { formatDate, orEmpty, useSessionStore } from '@console/shared';
import {
  ActiveBadge,
  Button,
  Card,
  DetailList,
  PageHeader,
  RecordState,
  BackButton,
  useRecordRoute,
} from '@console/shared/ui';
import type { User } from '@console/shared/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteUser } from './api/delete-user';
import { userQuery } from './api/get-user';

export default function UserViewPage() {
  const navigate = useNavigate();
  const route = useRecordRoute(userQuery, { refreshAction: true });
  const deleteUser = useDeleteUser();
  const currentUserId = useSessionStore((s) => s.user?.id);

  const back = <BackButton to="/users-list" />;

  const data = route.record;
  if (!data) return <RecordState route={route} noun="User" title="User Details" right={back} />;

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
