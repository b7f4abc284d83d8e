/** One role (`/role?id=N`): its code, permissions and how many users hold it, with Edit and Delete. */
import { formatDate, kit } from '@console/shared';
import {
  Badge,
  Box,
  Button,
  Card,
  DetailList,
  Flex,
  PageHeader,
  ReasonedButton,
  RecordViewRoute,
  Text,
} from '@console/shared/ui';
import type { Role } from '@console/shared/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { catalogue } from '../../i18n/catalogue';
import { rolesMessages } from '../../i18n/roles';
import { useDeleteRole } from './api/delete-role';
import { roleQuery } from './api/get-role';
import { permissionLabels } from './permission-options';

/** The English reason, for tests; the page says it in the shown language. */
export const IN_USE_REASON = rolesMessages.en['roles.inUseReason'];

export default function RoleViewPage() {
  const t = catalogue.useT();
  return (
    <RecordViewRoute
      query={roleQuery}
      noun={t('roles.noun')}
      title={t('roles.details')}
      listPath="/roles"
      idFrom="query"
    >
      {(role, back) => <RoleView role={role} back={back} />}
    </RecordViewRoute>
  );
}

function RoleView({ role, back }: { role: Role; back: ReactNode }) {
  const t = catalogue.useT();
  const navigate = useNavigate();
  const deleteRole = useDeleteRole();

  // The server refuses to delete a role that users still hold; say so rather than offer it.
  const inUse = role.user_count > 0;

  return (
    <>
      <PageHeader
        title={t('roles.details')}
        subtitle={role.name}
        right={
          <>
            {back}
            {!role.is_default && (
              <Button onClick={() => navigate(`/edit-role?id=${role.id}`)}>{t('common.edit')}</Button>
            )}
            {!role.is_default && (
              <ReasonedButton
                colorPalette="red"
                reason={inUse ? t('roles.inUseReason') : null}
                onClick={() => deleteRole(role, { redirectTo: '/roles' })}
              >
                {t('common.delete')}
              </ReasonedButton>
            )}
          </>
        }
      />
      <Card.Root>
        <Card.Body>
          <RoleDetails role={role} />
        </Card.Body>
      </Card.Root>
    </>
  );
}

function RoleDetails({ role }: { role: Role }) {
  const t = catalogue.useT();
  const labels = permissionLabels(role.permissions, kit.useT());
  const rows: [string, ReactNode][] = [
    [t('common.id'), role.id],
    [t('common.name'), role.name],
    [t('roles.column.roleCode'), role.role_code],
    [t('roles.users'), role.user_count],
    [t('common.created'), formatDate(role.created_at)],
    [t('common.updated'), formatDate(role.updated_at)],
  ];
  return (
    <>
      <Box mb="6">
        <DetailList rows={rows} />
      </Box>
      <Text as="h2" fontWeight="semibold" mb="2">
        {t('roles.permissionsCount', { n: labels.length })}
      </Text>
      {labels.length === 0 ? (
        <Text color="fg.muted">{t('roles.noPermissions')}</Text>
      ) : (
        <Flex as="ul" aria-label={t('roles.column.permissions')} gap="2" wrap="wrap" listStyleType="none">
          {labels.map((label) => (
            <Box as="li" key={label}>
              <Badge variant="subtle">{label}</Badge>
            </Box>
          ))}
        </Flex>
      )}
    </>
  );
}
