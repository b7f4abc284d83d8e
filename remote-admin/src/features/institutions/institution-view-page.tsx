/**
 * One institution (`/instituition-view/:id`): its name and both kinds of linked groups, each a
 * link to the group's own page where the operator may open it, with Edit and Delete.
 */
import { formatDate } from '@console/shared';
import type { GroupLink, Institution } from '@console/shared/contracts';
import { Button, Card, DetailList, Flex, PageHeader, PathLink, RecordViewRoute, Text } from '@console/shared/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { catalogue } from '../../i18n/catalogue';
import { useDeleteInstitution } from './api/delete-institution';
import { institutionQuery } from './api/get-institution';
import { INSTITUTION_PATHS } from './institution-paths';

export default function InstitutionViewPage() {
  const t = catalogue.useT();
  return (
    <RecordViewRoute
      query={institutionQuery}
      noun={t('institutions.noun')}
      title={t('institutions.details')}
      listPath={INSTITUTION_PATHS.list}
    >
      {(institution, back) => <InstitutionView institution={institution} back={back} />}
    </RecordViewRoute>
  );
}

function InstitutionView({ institution, back }: { institution: Institution; back: ReactNode }) {
  const t = catalogue.useT();
  const navigate = useNavigate();
  const deleteInstitution = useDeleteInstitution();

  return (
    <>
      <PageHeader
        title={t('institutions.details')}
        subtitle={institution.name}
        right={
          <>
            {back}
            <Button onClick={() => navigate(INSTITUTION_PATHS.edit(institution.id))}>{t('common.edit')}</Button>
            <Button
              colorPalette="red"
              onClick={() => deleteInstitution(institution, { redirectTo: INSTITUTION_PATHS.list })}
            >
              {t('common.delete')}
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
  const t = catalogue.useT();
  const rows: [string, ReactNode][] = [
    [t('institutions.name'), institution.name],
    [
      t('institutions.linkedCustomerGroups'),
      <GroupLinks key="c" groups={institution.customer_groups} path={(id) => `/group-view/${id}`} />,
    ],
    [
      t('institutions.linkedTouchpointGroups'),
      <GroupLinks key="tp" groups={institution.touchpoint_groups} path={(id) => `/touchpoint-group-view/${id}`} />,
    ],
    [t('common.created'), formatDate(institution.created_at)],
    [t('common.updated'), formatDate(institution.updated_at)],
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
