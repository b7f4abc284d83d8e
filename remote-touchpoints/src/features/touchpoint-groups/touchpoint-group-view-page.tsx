/**
 * One touchpoint group (`/touchpoint-group-view/:id`): its details and touchpoints, with Edit and
 * Delete. A group an institution links cannot be deleted: Delete says why (the server refuses it
 * with 409 all the same).
 */
import { formatDate } from '@console/shared';
import {
  BackButton,
  Button,
  Card,
  DetailList,
  Heading,
  HStack,
  PagedTable,
  PageHeader,
  ReasonedButton,
  RecordState,
  useRecordRoute,
} from '@console/shared/ui';
import { useNavigate } from 'react-router-dom';
import { useDeleteTouchpointGroup } from './api/delete-touchpoint-group';
import { touchpointGroupQuery } from './api/get-touchpoint-group';
import { touchpointGroupMembersQuery } from './api/list-touchpoint-group-members';
import { memberColumns } from './member-columns';

const LIST_PATH = '/touchpoint-groups-list';
const LINKED_GROUP_REASON = 'This group is linked to an institution; unlink it first';

export default function TouchpointGroupViewPage() {
  const navigate = useNavigate();
  const route = useRecordRoute(touchpointGroupQuery, { refreshAction: true });
  const deleteGroup = useDeleteTouchpointGroup();

  const back = <BackButton to={LIST_PATH} />;
  const data = route.record;
  if (!data) return <RecordState route={route} noun="Touchpoint Group" title="Touchpoint Group Details" right={back} />;
  return (
    <>
      <PageHeader
        title="Touchpoint Group Details"
        subtitle={data.name}
        right={
          <HStack gap="2" align="flex-start">
            {back}
            {!data.is_default && <Button onClick={() => navigate(`/add-touchpoint-group/${data.id}`)}>Edit</Button>}
            {!data.is_default && (
              <ReasonedButton
                colorPalette="red"
                reason={data.institution_count > 0 ? LINKED_GROUP_REASON : null}
                onClick={() => deleteGroup(data, { redirectTo: LIST_PATH })}
              >
                Delete
              </ReasonedButton>
            )}
          </HStack>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <DetailList
            rows={[
              ['Name', data.name],
              ['Touchpoints', data.touchpoint_count],
              ['Linked Institutions', data.institution_count],
              ['Created', formatDate(data.created_at)],
              ['Updated', formatDate(data.updated_at)],
            ]}
          />
        </Card.Body>
      </Card.Root>
      <Heading as="h2" size="md" mb="2">
        Touchpoints
      </Heading>
      <PagedTable
        caption={`Touchpoints of ${data.name}`}
        columns={memberColumns}
        noun="Touchpoints"
        query={(page, pageSize) => touchpointGroupMembersQuery(data.id, page, pageSize)}
        getRowId={(t) => String(t.id)}
      />
    </>
  );
}
