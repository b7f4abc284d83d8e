/**
 * One institution (`/instituition-view/:id`): its name and both kinds of linked groups, each a
 * link to the group's own page where the operator may open it, with Edit and Delete.
 */
import { formatDate } from '@console/shared';
import type { GroupLink, Institution } from '@console/shared/contracts';
import {
  BackButton,
  Button,
  Card,
  DetailList,
  Flex,
  PageHeader,
  PathLink,
  RecordState,
  Text,
  useRecordRoute,
} from '@console/shared/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteInstitution } from './api/delete-institution';
import { institutionQuery } from './api/get-institution';
import { INSTITUTION_PATHS } from './institution-paths';

export default function InstitutionViewPage() {
  const navigate = useNavigate();
  const route = useRecordRoute(institutionQuery, { refreshAction: true });
  const deleteInstitution = useDeleteInstitution();
  const back = <BackButton to={INSTITUTION_PATHS.list} />;

  const data = route.record;
  if (!data) return <RecordState route={route} noun="Institution" title="Institution Details" right={back} />;

  return (
    <>
      <PageHeader
        title="Institution Details"
        subtitle={data.name}
        right={
          <>
            {back}
            <Button onClick={() => navigate(INSTITUTION_PATHS.edit(data.id))}>Edit</Button>
            <Button colorPalette="red" onClick={() => deleteInstitution(data, { redirectTo: INSTITUTION_PATHS.list })}>
              Delete
            </Button>
          </>
        }
      />
      <Card.Root>
        <Card.Body>
          <InstitutionDetails institution={data} />
        </Card.Body>
      </Card.Root>
    </>
  );
}

function InstitutionDetails({ institution }: { institution: Institution }) {
  const rows: [string, ReactNode][] = [
    ['Institution Name', institution.name],
    [
      'Linked Customer Groups',
      <GroupLinks key="c" groups={institution.customer_groups} path={(id) => `/group-view/${id}`} />,
    ],
    [
      'Linked Touchpoint Groups',
      <GroupLinks key="tp" groups={institution.touchpoint_groups} path={(id) => `/touchpoint-group-view/${id}`} />,
    ],
    ['Created', formatDate(institution.created_at)],
    ['Updated', formatDate(institution.updated_at)],
  ];
  return <DetailList rows={rows} />;
}

/** The groups by name, each opening its page where the operator's role may (plain text otherwise). */
function GroupLinks({ groups, path }: { groups: GroupLink[]; path(id: number): string }) {
  if (groups.length === 0) return <Text>--</Text>;
  return (
    <Flex as="ul" listStyleType="none" gap="3" wrap="wrap">
      {groups.map((group) => (
        <li key={group.id}>
          <PathLink to={path(group.id)}>{group.name}</PathLink>
        </li>
      ))}
    </Flex>
  );
}
