/** One user (`/user-view/:id`, also `/user/:id`): details, with Edit and Delete. */
import { formatDate, orEmpty, useSessionStore } from '@console/shared';
import { ActiveBadge, Button, Card, DetailList, PageHeader, RecordViewRoute } from '@console/shared/ui';
import type { User } from '@console/shared/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { catalogue } from '../../i18n/catalogue';
import { useDeleteUser } from './api/delete-user';
import { userQuery } from './api/get-user';

export default function UserViewPage() {
  const t = catalogue.useT();
  return (
    <RecordViewRoute query={userQuery} noun={t('users.noun')} title={t('users.details')} listPath="/users-list">
      {(user, back) => <UserView user={user} back={back} />}
    </RecordViewRoute>
  );
}

function UserView({ user, back }: { user: User; back: ReactNode }) {
  const t = catalogue.useT();
  const navigate = useNavigate();
  const deleteUser = useDeleteUser();
  const currentUserId = useSessionStore((s) => s.user?.id);

  // Default records offer no actions; nobody deletes their own account.
  const canEdit = !user.is_default;
  const canDelete = !user.is_default && user.id !== currentUserId;

  return (
    <>
      <PageHeader
        title={t('users.details')}
        subtitle={user.name}
        right={
          <>
            {back}
            {canEdit && <Button onClick={() => navigate(`/add-user/${user.id}`)}>{t('common.edit')}</Button>}
            {canDelete && (
              <Button colorPalette="red" onClick={() => deleteUser(user, { redirectTo: '/users-list' })}>
                {t('common.delete')}
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
  const t = catalogue.useT();
  const rows: [string, ReactNode][] = [
    [t('common.id'), user.id],
    [t('common.name'), orEmpty(user.name)],
    [t('common.email'), orEmpty(user.email)],
    [t('common.mobile'), orEmpty(user.mobile)],
    [t('common.role'), orEmpty(user.role)],
    [t('common.status'), <ActiveBadge key="status" status={user.status === 1 ? 1 : 0} />],
    [t('common.created'), formatDate(user.created_at)],
    [t('common.updated'), formatDate(user.updated_at)],
  ];
  return <DetailList rows={rows} />;
}
