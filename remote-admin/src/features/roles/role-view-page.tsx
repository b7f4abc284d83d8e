/** One role (`/role?id=N`): its code, permissions and how many users hold it, with Edit and Delete. */
import { formatDate, routeId, useRefreshAction } from '@console/shared';
import { Badge, Box, Button, Card, DetailList, Flex, PageHeader, RecordState, Text } from '@console/shared/ui';
import type { Role } from '@console/shared/contracts';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDeleteRole } from './api/delete-role';
import { useRole } from './api/get-role';
import { permissionLabels } from './permission-options';

export default function RoleViewPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = routeId(params.get('id'));
  const role = useRole(id);
  const deleteRole = useDeleteRole();

  useRefreshAction(() => role.refetch(), role.isFetching);

  const back = (
    <Button variant="outline" onClick={() => navigate('/roles')}>
      Back
    </Button>
  );

  if (id === undefined || role.isError || !role.data) {
    return <RecordState id={id} query={role} noun="Role" title="Role Details" right={back} />;
  }

  const data = role.data;
  // The server refuses to delete a role that users still hold; say so rather than offer it.
  const inUse = data.user_count > 0;

  return (
    <>
      <PageHeader
        title="Role Details"
        subtitle={data.name}
        right={
          <>
            {back}
            {!data.is_default && <Button onClick={() => navigate(`/edit-role?id=${data.id}`)}>Edit</Button>}
            {!data.is_default && (
              <Button
                colorPalette="red"
                disabled={inUse}
                title={inUse ? 'Assign its users another role first' : undefined}
                onClick={() => deleteRole(data, { redirectTo: '/roles' })}
              >
                Delete
              </Button>
            )}
          </>
        }
      />
      <Card.Root>
        <Card.Body>
          <RoleDetails role={data} />
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
