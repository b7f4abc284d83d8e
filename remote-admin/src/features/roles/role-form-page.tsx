/** Add Role (`/add-role`) and Edit Role (`/edit-role?id=N`): name, code and the permission checklist. */
import { routeId } from '@console/shared';
import {
  Box,
  Card,
  CheckboxGroupField,
  FormActions,
  PageHeader,
  RecordState,
  SimpleGrid,
  Stack,
  Text,
  TextField,
  UnsavedChangesGuard,
  useSaveAndReturn,
} from '@console/shared/ui';
import type { Role } from '@console/shared/contracts';
import { Form, Formik } from 'formik';
import { useSearchParams } from 'react-router-dom';
import { useCreateRole } from './api/create-role';
import { useRole } from './api/get-role';
import { useUpdateRole } from './api/update-role';
import { usePermissionOptions } from './permission-options';
import { EMPTY_ROLE, roleBody, roleFormValues, roleSchema } from './role-schema';

const LIST_PATH = '/roles';
/** Role codes are upper-case: ROLE_ followed by letters, digits and underscores. */
const roleCodeFilter = (raw: string) =>
  raw
    .toUpperCase()
    .replace(/[^A-Z0-9_]/g, '')
    .slice(0, 64);

export default function RoleFormPage() {
  const rawId = useSearchParams()[0].get('id');
  const id = routeId(rawId);
  const role = useRole(id);

  if (rawId === null) return <RoleForm key="new" />;
  if (id === undefined || role.isError || !role.data) {
    return <RecordState id={id} query={role} noun="Role" title="Edit Role" />;
  }
  return <RoleForm key={role.data.id} role={role.data} />;
}

function RoleForm({ role }: { role?: Role }) {
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();
  const { saved, submit } = useSaveAndReturn(LIST_PATH);
  const permissionOptions = usePermissionOptions();

  return (
    <>
      <PageHeader title={role ? 'Edit Role' : 'Add Role'} />
      <Formik
        initialValues={role ? roleFormValues(role) : EMPTY_ROLE}
        validationSchema={roleSchema}
        onSubmit={(values) =>
          submit(async () => {
            if (role) await updateRole.mutateAsync({ id: role.id, body: roleBody(values) });
            else await createRole.mutateAsync(roleBody(values));
          })
        }
      >
        <Form noValidate>
          <UnsavedChangesGuard saved={saved} />
          <Card.Root>
            <Card.Body>
              <Stack gap="5">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <TextField name="name" label="Name" required autoComplete="off" />
                  <Box>
                    <TextField
                      name="role_code"
                      label="Role Code"
                      placeholder="ROLE_SHIFT_SUPERVISOR"
                      autoComplete="off"
                      inputFilter={roleCodeFilter}
                    />
                    {!role && (
                      <Text fontSize="sm" color="fg.muted" mt="1">
                        Leave empty to derive it from the name
                      </Text>
                    )}
                  </Box>
                </SimpleGrid>
                <CheckboxGroupField name="permissions" label="Permissions" options={permissionOptions} />
              </Stack>
            </Card.Body>
            <FormActions cancelTo={LIST_PATH} saved={saved} />
          </Card.Root>
        </Form>
      </Formik>
    </>
  );
}
