/**
 * Add touchpoint group (`/add-touchpoint-group`) and edit (`/add-touchpoint-group/:id`): a name
 * and a touchpoint picker. An edit adds the touchpoints picked and removes the current members
 * ticked (the members are paged: a group may hold thousands).
 */
import type { TouchpointGroup } from '@console/shared/contracts';
import {
  AddMembersField,
  CurrentMembers,
  PageHeader,
  RecordForm,
  RecordFormRoute,
  Stack,
  TextField,
} from '@console/shared/ui';
import { touchpointLabel } from '../../lib/touchpoint-picker';
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
  return (
    <RecordFormRoute query={touchpointGroupQuery} noun="Touchpoint Group">
      {(group) => <TouchpointGroupForm group={group} />}
    </RecordFormRoute>
  );
}

function TouchpointGroupForm({ group }: { group?: TouchpointGroup | undefined }) {
  const createGroup = useCreateTouchpointGroup();
  const updateGroup = useUpdateTouchpointGroup();
  return (
    <>
      <PageHeader title={group ? 'Edit Touchpoint Group' : 'Add Touchpoint Group'} subtitle={group?.name} />
      <RecordForm
        initialValues={group ? touchpointGroupFormValues(group) : EMPTY_TOUCHPOINT_GROUP}
        validationSchema={touchpointGroupSchema}
        listPath={LIST_PATH}
        record={{ noun: 'Touchpoint Group', name: (v) => v.name, isNew: !group }}
        save={(values) =>
          group
            ? updateGroup.mutateAsync({ id: group.id, body: touchpointGroupUpdateBody(values, group) })
            : createGroup.mutateAsync(touchpointGroupBody(values))
        }
      >
        <Stack gap="4" mb="4" maxW={{ md: '50%' }}>
          <TextField name="name" label="Name" required autoComplete="off" />
        </Stack>
        <AddMembersField
          label={group ? 'Add Touchpoints' : 'Touchpoints'}
          useOptions={useTouchpointOptions}
          limit={TOUCHPOINT_OPTIONS_LIMIT}
          itemLabel={touchpointLabel}
          searchPlaceholder="Search by name"
        />
        {group && (
          <CurrentMembers
            heading="Current Touchpoints"
            count={group.touchpoint_count}
            caption={`Touchpoints of ${group.name}`}
            noun="Touchpoints"
            columns={memberColumns}
            query={(page, pageSize) => touchpointGroupMembersQuery(group.id, page, pageSize)}
          />
        )}
      </RecordForm>
    </>
  );
}
