/** Add group (`/add-group`) and edit group (`/add-group/:id`): name, description and a member picker. */
import { routeId, useGuardedNavigate, useToastStore } from '@console/shared';
import {
  Button,
  Card,
  HStack,
  PageHeader,
  RecordState,
  SimpleGrid,
  TextField,
  UnsavedChangesGuard,
} from '@console/shared/ui';
import type { CustomerGroupDetail } from '@console/shared/contracts';
import { Form, Formik, useField } from 'formik';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { CustomerPicker, type PickedCustomer } from '../../lib/customer-picker';
import { useGroup } from './api/get-group';
import { useSaveGroup } from './api/save-group';
import { EMPTY_GROUP, groupBody, groupFormValues, groupSchema } from './group-schema';

const LIST_PATH = '/group-list';

export default function GroupFormPage() {
  const rawId = useParams().id;
  const id = routeId(rawId);
  const group = useGroup(id);
  if (rawId === undefined) return <GroupForm key="new" />;
  if (id === undefined || group.isError || !group.data) {
    return <RecordState id={id} query={group} noun="Group" title="Edit Group" />;
  }
  return <GroupForm key={group.data.id} group={group.data} />;
}

function GroupForm({ group }: { group?: CustomerGroupDetail }) {
  // Cancel asks first when the form holds unsaved changes.
  const leave = useGuardedNavigate();
  const saveGroup = useSaveGroup();
  const [saved, setSaved] = useState(false);
  return (
    <>
      <PageHeader title={group ? 'Edit Group' : 'Add Group'} subtitle={group?.name} />
      <Formik
        initialValues={group ? groupFormValues(group) : EMPTY_GROUP}
        validationSchema={groupSchema}
        onSubmit={async (values) => {
          try {
            await saveGroup.mutateAsync({ id: group?.id, body: groupBody(values) });
          } catch {
            return;
          }
          setSaved(true);
          useToastStore.getState().showSuccess(undefined, { redirectTo: LIST_PATH });
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <UnsavedChangesGuard saved={saved} />
            <Card.Root>
              <Card.Body>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="4">
                  <TextField name="name" label="Name" required autoComplete="off" />
                  <TextField name="description" label="Description" autoComplete="off" />
                </SimpleGrid>
                <MembersField />
              </Card.Body>
              <Card.Footer justifyContent="flex-end">
                <HStack gap="2">
                  <Button variant="outline" onClick={() => leave(LIST_PATH)}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={isSubmitting} disabled={saved}>
                    Save
                  </Button>
                </HStack>
              </Card.Footer>
            </Card.Root>
          </Form>
        )}
      </Formik>
    </>
  );
}

function MembersField() {
  const [field, meta, helpers] = useField<PickedCustomer[]>('members');
  return (
    <CustomerPicker
      label={`Members (${field.value.length})`}
      multiple
      value={field.value}
      onChange={(next) => void helpers.setValue(next)}
      error={meta.touched && typeof meta.error === 'string' ? meta.error : undefined}
    />
  );
}
