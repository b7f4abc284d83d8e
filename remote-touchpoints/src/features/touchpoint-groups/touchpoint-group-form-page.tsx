/**
 * Add touchpoint group (`/add-touchpoint-group`) and edit (`/add-touchpoint-group/:id`): a name
 * and a touchpoint picker. An edit adds the touchpoints picked and removes the current members
 * ticked (the members are paged: a group may hold thousands).
 */
import type { TouchpointGroup, TouchpointGroupMember } from '@console/shared/contracts';
import {
  Checkbox,
  type DataTableColumn,
  Heading,
  PagedTable,
  PageHeader,
  RecordForm,
  RecordState,
  Stack,
  TextField,
  useRecordRoute,
} from '@console/shared/ui';
import { useField } from 'formik';
import { useMemo, useState } from 'react';
import { TouchpointPicker, type PickedTouchpoint } from '../../lib/touchpoint-picker';
import { TOUCHPOINT_OPTIONS_LIMIT, useTouchpointOptions } from '../touchpoints/api/list-touchpoint-options';
import { useCreateTouchpointGroup } from './api/create-touchpoint-group';
import { touchpointGroupQuery } from './api/get-touchpoint-group';
import { touchpointGroupMembersQuery } from './api/list-touchpoint-group-members';
import { useUpdateTouchpointGroup } from './api/update-touchpoint-group';
import { memberColumns } from './member-columns';
import {
  EMPTY_TOUCHPOINT_GROUP,
  touchpointGroupBody,
  touchpointGroupFormValues,
  touchpointGroupSchema,
  touchpointGroupUpdateBody,
} from './touchpoint-group-schema';

const LIST_PATH = '/touchpoint-groups-list';

export default function TouchpointGroupFormPage() {
  const route = useRecordRoute(touchpointGroupQuery);
  if (route.status === 'new') return <TouchpointGroupForm key="new" />;
  if (!route.record) return <RecordState route={route} noun="Touchpoint Group" title="Edit Touchpoint Group" />;
  // Keyed so that moving from one group to another starts a fresh form.
  return <TouchpointGroupForm key={route.record.id} group={route.record} />;
}

function TouchpointGroupForm({ group }: { group?: TouchpointGroup }) {
  const createGroup = useCreateTouchpointGroup();
  const updateGroup = useUpdateTouchpointGroup();
  return (
    <>
      <PageHeader title={group ? 'Edit Touchpoint Group' : 'Add Touchpoint Group'} subtitle={group?.name} />
      <RecordForm
        initialValues={group ? touchpointGroupFormValues(group) : EMPTY_TOUCHPOINT_GROUP}
        validationSchema={touchpointGroupSchema}
        listPath={LIST_PATH}
        save={(values) =>
          group
            ? updateGroup.mutateAsync({ id: group.id, body: touchpointGroupUpdateBody(values, group) })
            : createGroup.mutateAsync(touchpointGroupBody(values))
        }
      >
        <Stack gap="4" mb="4" maxW={{ md: '50%' }}>
          <TextField name="name" label="Name" required autoComplete="off" />
        </Stack>
        <MembersField label={group ? 'Add Touchpoints' : 'Touchpoints'} />
        {group && <CurrentMembers group={group} />}
      </RecordForm>
    </>
  );
}

function MembersField({ label }: { label: string }) {
  const [field, meta, helpers] = useField<PickedTouchpoint[]>('members');
  const [search, setSearch] = useState('');
  const matches = useTouchpointOptions(search);
  return (
    <TouchpointPicker
      label={`${label} (${field.value.length})`}
      value={field.value}
      onChange={(next) => void helpers.setValue(next)}
      error={meta.touched && typeof meta.error === 'string' ? meta.error : undefined}
      search={search}
      onSearch={setSearch}
      matches={{ data: matches.data, limit: TOUCHPOINT_OPTIONS_LIMIT }}
    />
  );
}

/** The group's touchpoints, a page at a time, each with a Remove box (ticked ones leave on Save). */
function CurrentMembers({ group }: { group: TouchpointGroup }) {
  const [field, , helpers] = useField<PickedTouchpoint[]>('remove');
  const removing = field.value;
  const columns = useMemo<DataTableColumn<TouchpointGroupMember>[]>(
    () => [
      ...memberColumns,
      {
        id: 'remove',
        header: 'Remove',
        cell: ({ row }) => {
          const member = row.original;
          const ticked = removing.some((t) => t.id === member.id);
          return (
            <Checkbox.Root
              checked={ticked}
              onCheckedChange={() =>
                void helpers.setValue(ticked ? removing.filter((t) => t.id !== member.id) : [...removing, member])
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
        Current Touchpoints ({group.touchpoint_count}){removing.length > 0 ? ` · ${removing.length} to remove` : ''}
      </Heading>
      <PagedTable
        caption={`Touchpoints of ${group.name}`}
        columns={columns}
        noun="Touchpoints"
        query={(page, pageSize) => touchpointGroupMembersQuery(group.id, page, pageSize)}
        getRowId={(t) => String(t.id)}
      />
    </Stack>
  );
}
