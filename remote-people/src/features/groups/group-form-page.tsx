/** Add group (`/add-group`) and edit group (`/add-group/:id`): name, description and a member picker. */
import { routeId } from '@console/shared';
import {
  Card,
  FormActions,
  PageHeader,
  RecordState,
  SimpleGrid,
  TextField,
  UnsavedChangesGuard,
  useSaveAndReturn,
} from '@console/shared/ui';
import type { CustomerGroupDetail } from '@console/shared/contracts';
import { Form, Formik, useField } from 'formik';
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
  const saveGroup = useSaveGroup();
  const { saved, submit } = useSaveAndReturn(LIST_PATH);
  return (
    <>
      <PageHeader title={group ? 'Edit Group' : 'Add Group'} subtitle={group?.name} />
      <Formik
        initialValues={group ? groupFormValues(group) : EMPTY_GROUP}
        validationSchema={groupSchema}
        onSubmit={(values) =>
          submit(async () => {
            await saveGroup.mutateAsync({ id: group?.id, body: groupBody(values) });
          })
        }
      >
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
            <FormActions cancelTo={LIST_PATH} saved={saved} />
          </Card.Root>
        </Form>
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
