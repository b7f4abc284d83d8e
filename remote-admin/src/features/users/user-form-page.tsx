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
import { catalogue } from '../../i18n/catalogue';
import { useCreateUser } from './api/create-user';
import { userQuery } from './api/get-user';
import { roleFinder } from './api/list-role-options';
import { useUpdateUser } from './api/update-user';
import { EMPTY_USER, userCreateBody, userFormValues, userSchema, userUpdateBody } from './user-schema';

const LIST_PATH = '/users-list';

export default function UserFormPage() {
  const t = catalogue.useT();
  return (
    <RecordFormRoute query={userQuery} noun={t('users.noun')} title={t('users.edit')}>
      {(user) => <UserForm user={user} />}
    </RecordFormRoute>
  );
}

function UserForm({ user }: { user?: User | undefined }) {
  const t = catalogue.useT();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const schema = useMemo(() => userSchema(user ? 'edit' : 'create'), [user]);

  return (
    <>
      <PageHeader title={user ? t('users.edit') : t('users.add')} />
      <RecordForm
        initialValues={user ? userFormValues(user) : EMPTY_USER}
        validationSchema={schema}
        listPath={LIST_PATH}
        record={{ noun: t('users.noun'), name: (v) => `${v.first_name} ${v.last_name}`, isNew: !user }}
        save={(values) =>
          user
            ? updateUser.mutateAsync({ id: user.id, body: userUpdateBody(values, user.updated_at) })
            : createUser.mutateAsync(userCreateBody(values))
        }
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="first_name" label={t('users.field.firstName')} required autoComplete="off" />
          <TextField name="last_name" label={t('users.field.lastName')} required autoComplete="off" />
          <TextField name="email" label={t('common.email')} type="email" required autoComplete="off" />
          <TextField
            name="mobile"
            label={t('common.mobile')}
            type="tel"
            required
            autoComplete="off"
            inputFilter={mobileInput}
            helperText={MOBILE_HELP}
          />
          <Box>
            <PasswordField
              name="password"
              label={t('users.field.password')}
              autoComplete="new-password"
              required={!user}
            />
            {user && (
              <Text fontSize="sm" color="fg.muted" mt="1">
                {t('users.passwordKeep')}
              </Text>
            )}
          </Box>
          <FinderField
            name="role_id"
            label={t('common.role')}
            find={roleFinder}
            placeholder={t('users.field.selectRole')}
            required
          />
          <SelectField name="status" label={t('common.status')} options={STATUS_OPTIONS} required />
        </SimpleGrid>
      </RecordForm>
    </>
  );
}
