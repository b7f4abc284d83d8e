/**
 * One touchpoint group (`/touchpoint-group-view/:id`): its details and touchpoints, with Edit and
 * Delete. A group an institution links cannot be deleted: Delete says why (the server refuses it
 * with 409 all the same).
 */
import { formatDate } from '@console/shared';
import {
  Button,
  Card,
  DetailList,
  Heading,
  HStack,
  PagedTable,
  PageHeader,
  ReasonedButton,
  RecordViewRoute,
} from '@console/shared/ui';
import type { TouchpointGroup } from '@console/shared/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteTouchpointGroup } from './api/delete-touchpoint-group';
import { touchpointGroupQuery } from './api/get-touchpoint-group';
import { touchpointGroupMembersQuery } from './api/list-touchpoint-group-members';
import { memberColumns } from './member-columns';
import { deleteUnavailable } from './touchpoint-group-schema';

const LIST_PATH = '/touchpoint-groups-list';

export default function TouchpointGroupViewPage() {
  return (
    <RecordViewRoute
      query={touchpointGroupQuery}
      noun="Touchpoint Group"
      title="Touchpoint Group Details"
      listPath={LIST_PATH}
    >
      {(group, back) => <TouchpointGroupView group={group} back={back} />}
    </RecordViewRoute>
  );
}

function TouchpointGroupView({ group, back }: { group: TouchpointGroup; back: ReactNode }) {
  const navigate = useNavigate();
  const deleteGroup = useDeleteTouchpointGroup();

  return (
    <>
      <PageHeader
        title="Touchpoint Group Details"
        subtitle={group.name}
        right={
          <HStack gap="2" align="flex-start">
            {back}
            {!group.is_default && <Button onClick={() => navigate(`/add-touchpoint-group/${group.id}`)}>Edit</Button>}
            {!group.is_default && (
              <ReasonedButton
                colorPalette="red"
                reason={deleteUnavailable(group)}
                onClick={() => deleteGroup(group, { redirectTo: LIST_PATH })}
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
              ['Name', group.name],
              ['Touchpoints', group.touchpoint_count],
              ['Linked Institutions', group.institution_count],
              ['Created', formatDate(group.created_at)],
              ['Updated', formatDate(group.updated_at)],
            ]}
          />
        </Card.Body>
      </Card.Root>
      <Heading as="h2" size="md" mb="2">
        Touchpoints
      </Heading>
      <PagedTable
        caption={`Touchpoints of ${group.name}`}
        columns={memberColumns}
        noun="Touchpoints"
        query={(page, pageSize) => touchpointGroupMembersQuery(group.id, page, pageSize)}
        getRowId={(t) => String(t.id)}
      />
    </>
  );
}
