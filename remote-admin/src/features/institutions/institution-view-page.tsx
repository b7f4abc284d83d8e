/**
 * One institution (`/instituition-view/:id`): its name and both kinds of linked groups, each a
 * link to the group's own page where the operator may open it, with Edit and Delete.
 */
import { formatDate, useNouns } from '@console/shared';
import type { GroupLink, Institution } from '@console/shared/contracts';
import { Button, Card, DetailList, Flex, PageHeader, PathLink, RecordViewRoute, Text } from '@console/shared/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteInstitution } from './api/delete-institution';
import { institutionQuery } from './api/get-institution';
import { INSTITUTION_PATHS } from './institution-paths';

export default function InstitutionViewPage() {
  return (
    <RecordViewRoute
      query={institutionQuery}
      noun="Institution"
      title="Institution Details"
      listPath={INSTITUTION_PATHS.list}
    >
      {(institution, back) => <InstitutionView institution={institution} back={back} />}
    </RecordViewRoute>
  );
}

function InstitutionView({ institution, back }: { institution: Institution; back: ReactNode }) {
  const navigate = useNavigate();
  const deleteInstitution = useDeleteInstitution();

  return (
    <>
      <PageHeader
        title="Institution Details"
        subtitle={institution.name}
        right={
          <>
            {back}
            <Button onClick={() => navigate(INSTITUTION_PATHS.edit(institution.id))}>Edit</Button>
            <Button
              colorPalette="red"
              onClick={() => deleteInstitution(institution, { redirectTo: INSTITUTION_PATHS.list })}
            >
              Delete
            </Button>
          </>
        }
      />
      <Card.Root>
        <Card.Body>
          <InstitutionDetails institution={institution} />
        </Card.Body>
      </Card.Root>
    </>
  );
}

function InstitutionDetails({ institution }: { institution: Institution }) {
  const nouns = useNouns();
  const rows: [string, ReactNode][] = [
    ['Institution Name', institution.name],
    [
      `Linked ${nouns.customer} Groups`,
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
