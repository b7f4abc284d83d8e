/** Add User (`/add-user`) and Edit User (`/add-user/:id`). */
import { MOBILE_HELP, mobileInput } from '@console/shared';
import {
  Box,
  FinderField,
  PageHeader,
  PasswordField,
  RecordForm,
  RecordFormRoute,
  SelectField,
  SimpleGrid,
  Text,
  TextField,
  STATUS_OPTIONS,
} from '@console/shared/ui';
import type { User } from '@console/shared/contracts';
import { useMemo } from 'react';
import { useCreateUser } from './api/create-user';
import { userQuery } from './api/get-user';
import { roleFinder } from './api/list-role-options';
import { useUpdateUser } from './api/update-user';
import { EMPTY_USER, userCreateBody, userFormValues, userSchema, userUpdateBody } from './user-schema';

const LIST_PATH = '/users-list';

export default function UserFormPage() {
  return (
    <RecordFormRoute query={userQuery} noun="User">
      {(user) => <UserForm user={user} />}
    </RecordFormRoute>
  );
}

function UserForm({ user }: { user?: User | undefined }) {
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const schema = useMemo(() => userSchema(user ? 'edit' : 'create'), [user]);

  return (
    <>
      <PageHeader title={user ? 'Edit User' : 'Add User'} />
      <RecordForm
        initialValues={user ? userFormValues(user) : EMPTY_USER}
        validationSchema={schema}
        listPath={LIST_PATH}
        record={{ noun: 'User', name: (v) => `${v.first_name} ${v.last_name}`, isNew: !user }}
        save={(values) =>
          user
            ? updateUser.mutateAsync({ id: user.id, body: userUpdateBody(values, user.updated_at) })
            : createUser.mutateAsync(userCreateBody(values))
        }
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="first_name" label="First Name" required autoComplete="off" />
          <TextField name="last_name" label="Last Name" required autoComplete="off" />
          <TextField name="email" label="Email" type="email" required autoComplete="off" />
          <TextField
            name="mobile"
            label="Mobile No."
            type="tel"
            required
            autoComplete="off"
            inputFilter={mobileInput}
            helperText={MOBILE_HELP}
          />
          <Box>
            <PasswordField name="password" label="Password" autoComplete="new-password" required={!user} />
            {user && (
              <Text fontSize="sm" color="fg.muted" mt="1">
                Leave empty to keep the current password
              </Text>
            )}
          </Box>
          <FinderField name="role_id" label="Role" find={roleFinder} placeholder="Select role" required />
          <SelectField name="status" label="Status" options={STATUS_OPTIONS} required />
        </SimpleGrid>
      </RecordForm>
    </>
  );
}
