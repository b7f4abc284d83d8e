/** One role (`/role?id=N`): its code, permissions and how many users hold it, with Edit and Delete. */
import { formatDate } from '@console/shared';
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
import { useDeleteRole } from './api/delete-role';
import { roleQuery } from './api/get-role';
import { permissionLabels } from './permission-options';

export const IN_USE_REASON = 'Users hold this role: assign them another role first';

export default function RoleViewPage() {
  return (
    <RecordViewRoute query={roleQuery} noun="Role" title="Role Details" listPath="/roles" idFrom="query">
      {(role, back) => <RoleView role={role} back={back} />}
    </RecordViewRoute>
  );
}

function RoleView({ role, back }: { role: Role; back: ReactNode }) {
  const navigate = useNavigate();
  const deleteRole = useDeleteRole();

  // The server refuses to delete a role that users still hold; say so rather than offer it.
  const inUse = role.user_count > 0;

  return (
    <>
      <PageHeader
        title="Role Details"
        subtitle={role.name}
        right={
          <>
            {back}
            {!role.is_default && <Button onClick={() => navigate(`/edit-role?id=${role.id}`)}>Edit</Button>}
            {!role.is_default && (
              <ReasonedButton
                colorPalette="red"
                reason={inUse ? IN_USE_REASON : null}
                onClick={() => deleteRole(role, { redirectTo: '/roles' })}
              >
                Delete
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
  const labels = permissionLabels(role.permissions);
  const rows: [string, ReactNode][] = [
    ['ID', role.id],
    ['Name', role.name],
    ['Role Code', role.role_code],
    ['Users', role.user_count],
    ['Created', formatDate(role.created_at)],
    ['Updated', formatDate(role.updated_at)],
  ];
  return (
    <>
      <Box mb="6">
        <DetailList rows={rows} />
      </Box>
      <Text as="h2" fontWeight="semibold" mb="2">
        Permissions ({labels.length})
      </Text>
      {labels.length === 0 ? (
        <Text color="fg.muted">No permissions</Text>
      ) : (
        <Flex as="ul" aria-label="Permissions" gap="2" wrap="wrap" listStyleType="none">
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
