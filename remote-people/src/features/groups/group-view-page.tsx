/** One group (`/group-view/:id`): its details and members, with Edit and Delete. */
import { formatDate, orEmpty } from '@console/shared';
import {
  BackButton,
  Button,
  Card,
  type DataTableColumn,
  DetailList,
  Heading,
  PagedTable,
  PageHeader,
  PathLink,
  RecordState,
  useRecordRoute,
} from '@console/shared/ui';
import type { GroupMember } from '@console/shared/contracts';
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
  const navigate = useNavigate();
  const route = useRecordRoute(groupQuery, { refreshAction: true });
  const deleteGroup = useDeleteGroup();

  const back = <BackButton to="/group-list" />;
  const data = route.record;
  if (!data) return <RecordState route={route} noun="Group" title="Group Details" right={back} />;
  return (
    <>
      <PageHeader
        title="Group Details"
        subtitle={data.name}
        right={
          <>
            {back}
            {!data.is_default && <Button onClick={() => navigate(`/add-group/${data.id}`)}>Edit</Button>}
            {!data.is_default && (
              <Button colorPalette="red" onClick={() => deleteGroup(data, { redirectTo: '/group-list' })}>
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
              ['Name', data.name],
              ['Description', orEmpty(data.description)],
              ['Members', data.member_count],
              ['Created', formatDate(data.created_at)],
            ]}
          />
        </Card.Body>
      </Card.Root>
      <Heading as="h2" size="md" mb="2">
        Members
      </Heading>
      <PagedTable
        caption={`Members of ${data.name}`}
        columns={memberColumns}
        noun="Members"
        query={(page, pageSize) => groupMembersQuery(data.id, page, pageSize)}
        getRowId={(m) => String(m.id)}
      />
    </>
  );
}
