/**
 * Add group (`/add-group`) and edit group (`/add-group/:id`): name, description and a member picker.
 * An edit adds the customers picked and removes the current members ticked (the members are paged:
 * a group may hold thousands).
 */
import {
  Checkbox,
  type DataTableColumn,
  Heading,
  PagedTable,
  PageHeader,
  RecordForm,
  RecordState,
  SimpleGrid,
  Stack,
  TextField,
  useRecordRoute,
} from '@console/shared/ui';
import type { CustomerGroupDetail, GroupMember } from '@console/shared/contracts';
import { useField } from 'formik';
import { useMemo, useState } from 'react';
import { CustomerPicker, type PickedCustomer } from '../../lib/customer-picker';
import { CUSTOMER_OPTIONS_LIMIT, useCustomerOptions } from '../customers/api/list-customer-options';
import { useCreateGroup } from './api/create-group';
import { groupQuery } from './api/get-group';
import { groupMembersQuery } from './api/list-group-members';
import { useUpdateGroup } from './api/update-group';
import { EMPTY_GROUP, groupBody, groupFormValues, groupSchema, groupUpdateBody } from './group-schema';

const LIST_PATH = '/group-list';

export default function GroupFormPage() {
  const route = useRecordRoute(groupQuery);
  if (route.status === 'new') return <GroupForm key="new" />;
  if (!route.record) return <RecordState route={route} noun="Group" title="Edit Group" />;
  // Keyed so that moving from one group to another starts a fresh form.
  return <GroupForm key={route.record.id} group={route.record} />;
}

function GroupForm({ group }: { group?: CustomerGroupDetail }) {
  const createGroup = useCreateGroup();
  const updateGroup = useUpdateGroup();
  return (
    <>
      <PageHeader title={group ? 'Edit Group' : 'Add Group'} subtitle={group?.name} />
      <RecordForm
        initialValues={group ? groupFormValues(group) : EMPTY_GROUP}
        validationSchema={groupSchema}
        listPath={LIST_PATH}
        save={(values) =>
          group
            ? updateGroup.mutateAsync({ id: group.id, body: groupUpdateBody(values, group) })
            : createGroup.mutateAsync(groupBody(values))
        }
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="4">
          <TextField name="name" label="Name" required autoComplete="off" />
          <TextField name="description" label="Description" autoComplete="off" />
        </SimpleGrid>
        <MembersField label={group ? 'Add Members' : 'Members'} />
        {group && <CurrentMembers group={group} />}
      </RecordForm>
    </>
  );
}

function MembersField({ label }: { label: string }) {
  const [field, meta, helpers] = useField<PickedCustomer[]>('members');
  const [search, setSearch] = useState('');
  const matches = useCustomerOptions(search);
  return (
    <CustomerPicker
      label={`${label} (${field.value.length})`}
      value={field.value}
      onChange={(next) => void helpers.setValue(next)}
      error={meta.touched && typeof meta.error === 'string' ? meta.error : undefined}
      search={search}
      onSearch={setSearch}
      matches={{ data: matches.data, limit: CUSTOMER_OPTIONS_LIMIT }}
    />
  );
}

/** The group's members, a page at a time, each with a Remove box (ticked ones leave on Save). */
function CurrentMembers({ group }: { group: CustomerGroupDetail }) {
  const [field, , helpers] = useField<PickedCustomer[]>('remove');
  const removing = field.value;
  const columns = useMemo<DataTableColumn<GroupMember>[]>(
    () => [
      { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
      { id: 'mobile', header: 'Mobile No.', cell: ({ row }) => row.original.mobile },
      {
        id: 'remove',
        header: 'Remove',
        cell: ({ row }) => {
          const member = row.original;
          const ticked = removing.some((m) => m.id === member.id);
          return (
            <Checkbox.Root
              checked={ticked}
              onCheckedChange={() =>
                void helpers.setValue(ticked ? removing.filter((m) => m.id !== member.id) : [...removing, member])
              }
            >
              <Checkbox.HiddenInput aria-label={`Remove ${member.name}`} />
              <Checkbox.Control />
            </Checkbox.Root>
          );
        },
      },
    ],
    [removing, helpers],
  );
  return (
    <Stack gap="2" mt="6">
      <Heading as="h2" size="md">
        Current Members ({group.member_count}){removing.length > 0 ? ` · ${removing.length} to remove` : ''}
      </Heading>
      <PagedTable
        caption={`Members of ${group.name}`}
        columns={columns}
        noun="Members"
        query={(page, pageSize) => groupMembersQuery(group.id, page, pageSize)}
        getRowId={(m) => String(m.id)}
      />
    </Stack>
  );
}
