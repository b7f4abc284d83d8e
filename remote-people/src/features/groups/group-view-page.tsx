/** One group (`/group-view/:id`): its details and members, with Edit and Delete. */
import { formatDate, orEmpty, routeId, useCan, useRefreshAction } from '@console/shared';
import {
  Button,
  Card,
  DataTable,
  DetailList,
  Heading,
  Link,
  PageHeader,
  RecordState,
  type DataTableColumn,
} from '@console/shared/ui';
import type { GroupMember } from '@console/shared/contracts';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useDeleteGroup } from './api/delete-group';
import { useGroup } from './api/get-group';

/** A member's name links to the customer overview when the user may open the People List. */
const memberColumns = (linked: boolean): DataTableColumn<GroupMember>[] => [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => {
      const name = `${row.original.first_name} ${row.original.last_name}`;
      return linked ? (
        <Link asChild color="blue.600">
          <RouterLink to={`/customer-view/${row.original.id}`}>{name}</RouterLink>
        </Link>
      ) : (
        name
      );
    },
  },
  { id: 'mobile', header: 'Mobile No.', cell: ({ row }) => orEmpty(row.original.mobile) },
];

export default function GroupViewPage() {
  const navigate = useNavigate();
  const id = routeId(useParams().id);
  const group = useGroup(id);
  const deleteGroup = useDeleteGroup();
  const canCustomers = useCan(['PERM_VIEW_CUSTOMER_LIST']);
  useRefreshAction(() => group.refetch(), group.isFetching);

  const back = (
    <Button variant="outline" onClick={() => navigate('/group-list')}>
      Back
    </Button>
  );
  if (id === undefined || group.isError || !group.data) {
    return <RecordState id={id} query={group} noun="Group" title="Group Details" right={back} />;
  }
  const data = group.data;
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
      <DataTable
        caption={`Members of ${data.name}`}
        columns={memberColumns(canCustomers)}
        data={data.members}
        getRowId={(m) => String(m.id)}
      />
    </>
  );
}
