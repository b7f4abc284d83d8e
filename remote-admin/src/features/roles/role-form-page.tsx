/** Add Role (`/add-role`) and Edit Role (`/edit-role?id=N`): name, code and the permission checklist. */
import {
  Box,
  CheckboxGroupField,
  PageHeader,
  RecordForm,
  RecordFormRoute,
  SimpleGrid,
  Stack,
  Text,
  TextField,
} from '@console/shared/ui';
import type { Role } from '@console/shared/contracts';
import { useLocation } from 'react-router-dom';
import { catalogue } from '../../i18n/catalogue';
import { useCreateRole } from './api/create-role';
import { roleQuery } from './api/get-role';
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
  const t = catalogue.useT();
  const isNew = useLocation().pathname === '/add-role';
  return (
    <RecordFormRoute query={roleQuery} noun={t('roles.noun')} title={t('roles.edit')} idFrom="query" isNew={isNew}>
      {(role) => <RoleForm role={role} />}
    </RecordFormRoute>
  );
}

function RoleForm({ role }: { role?: Role | undefined }) {
  const t = catalogue.useT();
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();
  const permissionOptions = usePermissionOptions();

  return (
    <>
      <PageHeader title={role ? t('roles.edit') : t('roles.add')} />
      <RecordForm
        initialValues={role ? roleFormValues(role) : EMPTY_ROLE}
        validationSchema={roleSchema}
        listPath={LIST_PATH}
        record={{ noun: t('roles.noun'), name: (v) => v.name, isNew: !role }}
        save={(values) =>
          role
            ? updateRole.mutateAsync({ id: role.id, body: { ...roleBody(values), updated_at: role.updated_at } })
            : createRole.mutateAsync(roleBody(values))
        }
      >
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="name" label={t('common.name')} required autoComplete="off" />
            <Box>
              <TextField
                name="role_code"
                label={t('roles.column.roleCode')}
                placeholder="ROLE_SHIFT_SUPERVISOR"
                autoComplete="off"
                inputFilter={roleCodeFilter}
              />
              {!role && (
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {t('roles.roleCodeHelp')}
                </Text>
              )}
            </Box>
          </SimpleGrid>
          <CheckboxGroupField
            name="permissions"
            label={t('roles.column.permissions')}
            options={permissionOptions}
            required
          />
        </Stack>
      </RecordForm>
    </>
  );
}
