/**
 * Add group (`/add-group`) and edit group (`/add-group/:id`): name, description and a member picker.
 * An edit adds the customers picked and removes the current members ticked (the members are paged:
 * a group may hold thousands).
 */
import {
  AddMembersField,
  CurrentMembers,
  type DataTableColumn,
  PageHeader,
  RecordForm,
  RecordFormRoute,
  SimpleGrid,
  TextField,
} from '@console/shared/ui';
import type { CustomerGroupDetail, GroupMember } from '@console/shared/contracts';
import { customerLabel } from '../../lib/customer-picker';
import { CUSTOMER_OPTIONS_LIMIT, useCustomerOptions } from '../customers/api/list-customer-options';
import { useCreateGroup } from './api/create-group';
import { groupQuery } from './api/get-group';
import { groupMembersQuery } from './api/list-group-members';
import { useUpdateGroup } from './api/update-group';
import { EMPTY_GROUP, groupBody, groupFormValues, groupSchema, groupUpdateBody } from './group-schema';

const LIST_PATH = '/group-list';
const MEMBER_COLUMNS: DataTableColumn<GroupMember>[] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  { id: 'mobile', header: 'Mobile No.', cell: ({ row }) => row.original.mobile },
];

export default function GroupFormPage() {
  return (
    <RecordFormRoute query={groupQuery} noun="Group">
      {(group) => <GroupForm group={group} />}
    </RecordFormRoute>
  );
}

function GroupForm({ group }: { group?: CustomerGroupDetail | undefined }) {
  const createGroup = useCreateGroup();
  const updateGroup = useUpdateGroup();
  return (
    <>
      <PageHeader title={group ? 'Edit Group' : 'Add Group'} subtitle={group?.name} />
      <RecordForm
        initialValues={group ? groupFormValues(group) : EMPTY_GROUP}
        validationSchema={groupSchema}
        listPath={LIST_PATH}
        record={{ noun: 'Group', name: (v) => v.name, isNew: !group }}
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
        <AddMembersField
          label={group ? 'Add Members' : 'Members'}
          useOptions={useCustomerOptions}
          limit={CUSTOMER_OPTIONS_LIMIT}
          itemLabel={customerLabel}
          searchPlaceholder="Search by name or mobile"
        />
        {group && (
          <CurrentMembers
            heading="Current Members"
            count={group.member_count}
            caption={`Members of ${group.name}`}
            noun="Members"
            columns={MEMBER_COLUMNS}
            query={(page, pageSize) => groupMembersQuery(group.id, page, pageSize)}
          />
        )}
      </RecordForm>
    </>
  );
}
