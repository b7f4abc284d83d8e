/**
 * One group of a kind (`${view}/:id`): its details and its members a page at a time, with the
 * kind's own actions, Edit and Delete (Delete goes back to the list). The default group offers none of them. A group that may be
 * unavailable to delete (an institution links it) keeps Delete, which then says why.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { DetailList } from '../ui/detail-list';
import { PagedTable } from '../ui/paged-table';
import { PageHeader } from '../ui/page-header';
import { ReasonedButton } from '../ui/reasoned-button';
import { RecordViewRoute } from '../ui/record-view-route';
import { Button, Card, Heading, HStack } from '../ui/ui';
import type { NamedGroupMember } from './group-form';
import type { NamedGroup, NamedGroups } from './named-groups';
import { kit } from '../i18n/kit-messages';

export function NamedGroupViewPage<G extends NamedGroup, M extends NamedGroupMember, P extends NamedGroupMember, B, U>({
  groups,
}: {
  groups: NamedGroups<G, M, P, B, U>;
}) {
  const t = kit.useT();
  return (
    <RecordViewRoute
      query={groups.api.detail}
      noun={groups.noun}
      title={t('group.details', { noun: groups.noun })}
      listPath={groups.paths.list}
    >
      {(group, back) => <GroupView groups={groups} group={group} back={back} />}
    </RecordViewRoute>
  );
}

function GroupView<G extends NamedGroup, M extends NamedGroupMember, P extends NamedGroupMember, B, U>({
  groups,
  group,
  back,
}: {
  groups: NamedGroups<G, M, P, B, U>;
  group: G;
  back: ReactNode;
}) {
  const navigate = useNavigate();
  const t = kit.useT();
  const deleteGroup = groups.api.useDelete();
  const { paths, membersNoun, deleteUnavailable, viewActions: ViewActions } = groups;
  const remove = () => deleteGroup(group, { redirectTo: paths.list });

  const actions = !group.is_default && (
    <>
      {ViewActions && <ViewActions group={group} />}
      <Button onClick={() => navigate(`${paths.form}/${group.id}`)}>{t('table.edit')}</Button>
      {deleteUnavailable ? (
        <ReasonedButton colorPalette="red" reason={deleteUnavailable(group)} onClick={remove}>
          {t('table.delete')}
        </ReasonedButton>
      ) : (
        <Button colorPalette="red" onClick={remove}>
          {t('table.delete')}
        </Button>
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title={t('group.details', { noun: groups.noun })}
        subtitle={group.name}
        right={
          // A Delete that can say why it is unavailable keeps the buttons aligned at its top.
          deleteUnavailable ? (
            <HStack gap="2" align="flex-start">
              {back}
              {actions}
            </HStack>
          ) : (
            <>
              {back}
              {actions}
            </>
          )
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <DetailList rows={[[t('group.name'), group.name], ...groups.details(group)]} />
        </Card.Body>
      </Card.Root>
      <Heading as="h2" size="md" mb="2">
        {membersNoun}
      </Heading>
      <PagedTable
        caption={t('group.membersOf', { members: membersNoun, name: group.name })}
        columns={groups.columns}
        noun={membersNoun}
        query={(page, pageSize) => groups.api.members(group.id, page, pageSize)}
      />
    </>
  );
}
