/** One group (`/group-view/:id`): its details and members, with Edit and Delete. */
import { formatDate, orEmpty } from '@console/shared';
import {
  Button,
  Card,
  type DataTableColumn,
  DetailList,
  Heading,
  PagedTable,
  PageHeader,
  PathLink,
  RecordViewRoute,
} from '@console/shared/ui';
import type { CustomerGroupDetail, GroupMember } from '@console/shared/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteGroup } from './api/delete-group';
import { groupQuery } from './api/get-group';
import { groupMembersQuery } from './api/list-group-members';

/** A member's name links to the customer overview when the operator can open it. */
const memberColumns: DataTableColumn<GroupMember>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => <PathLink to={`/customer-view/${row.original.id}`}>{row.original.name}</PathLink>,
  },
  { id: 'mobile', header: 'Mobile No.', cell: ({ row }) => orEmpty(row.original.mobile) },
];

export default function GroupViewPage() {
  return (
    <RecordViewRoute query={groupQuery} noun="Group" title="Group Details" listPath="/group-list">
      {(group, back) => <GroupView group={group} back={back} />}
    </RecordViewRoute>
  );
}

function GroupView({ group, back }: { group: CustomerGroupDetail; back: ReactNode }) {
  const navigate = useNavigate();
  const deleteGroup = useDeleteGroup();

  return (
    <>
      <PageHeader
        title="Group Details"
        subtitle={group.name}
        right={
          <>
            {back}
            {!group.is_default && <Button onClick={() => navigate(`/add-group/${group.id}`)}>Edit</Button>}
            {!group.is_default && (
              <Button colorPalette="red" onClick={() => deleteGroup(group, { redirectTo: '/group-list' })}>
                Delete
              </Button>
            )}
          </>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <DetailList
            rows={[
              ['Name', group.name],
              ['Description', orEmpty(group.description)],
              ['Members', group.member_count],
              ['Created', formatDate(group.created_at)],
            ]}
          />
        </Card.Body>
      </Card.Root>
      <Heading as="h2" size="md" mb="2">
        Members
      </Heading>
      <PagedTable
        caption={`Members of ${group.name}`}
        columns={memberColumns}
        noun="Members"
        query={(page, pageSize) => groupMembersQuery(group.id, page, pageSize)}
        getRowId={(m) => String(m.id)}
      />
    </>
  );
}
