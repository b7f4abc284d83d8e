/**
 * A kind of group's add form (`${form}`) and edit form (`${form}/:id`): the name (and description,
 * where the group has one) and the picker of the records to add. An edit adds the records picked
 * and removes the current members ticked; the members are paged, since a group may hold thousands.
 */
import { AddMembersField, CurrentMembers } from '../ui/membership-fields';
import { PageHeader } from '../ui/page-header';
import { RecordForm } from '../ui/record-form';
import { RecordFormRoute } from '../ui/record-form-route';
import { TextField } from '../ui/form-field';
import { SimpleGrid, Stack } from '../ui/ui';
import type { NamedGroupMember } from './group-form';
import type { NamedGroup, NamedGroups } from './named-groups';
import { kit } from '../i18n/kit-messages';

export function NamedGroupFormPage<G extends NamedGroup, M extends NamedGroupMember, P extends NamedGroupMember, B, U>({
  groups,
}: {
  groups: NamedGroups<G, M, P, B, U>;
}) {
  return (
    <RecordFormRoute query={groups.api.detail} noun={groups.noun}>
      {(group) => <GroupForm groups={groups} group={group} />}
    </RecordFormRoute>
  );
}

function GroupForm<G extends NamedGroup, M extends NamedGroupMember, P extends NamedGroupMember, B, U>({
  groups,
  group,
}: {
  groups: NamedGroups<G, M, P, B, U>;
  group?: G | undefined;
}) {
  const t = kit.useT();
  const createGroup = groups.api.useCreate();
  const updateGroup = groups.api.useUpdate();
  const { form, picker, membersNoun } = groups;
  return (
    <>
      <PageHeader title={t(group ? 'group.editTitle' : 'group.add', { noun: groups.noun })} subtitle={group?.name} />
      <RecordForm
        initialValues={group ? form.values(group) : form.empty}
        validationSchema={form.schema}
        listPath={groups.paths.list}
        record={{ noun: groups.noun, name: (v) => v.name, isNew: !group }}
        save={(values) =>
          group
            ? updateGroup.mutateAsync({ id: group.id, body: form.updateBody(values, group) })
            : createGroup.mutateAsync(form.body(values))
        }
      >
        {form.description ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="4">
            <TextField name="name" label={t('group.name')} required autoComplete="off" />
            <TextField name="description" label={t('group.description')} autoComplete="off" />
          </SimpleGrid>
        ) : (
          <Stack gap="4" mb="4" maxW={{ md: '50%' }}>
            <TextField name="name" label={t('group.name')} required autoComplete="off" />
          </Stack>
        )}
        <AddMembersField
          label={group ? t('group.addMembers', { members: membersNoun }) : membersNoun}
          useOptions={picker.useOptions}
          limit={picker.limit}
          itemLabel={picker.itemLabel}
          searchPlaceholder={picker.searchPlaceholder}
        />
        {group && (
          <CurrentMembers
            heading={t('group.currentMembers', { members: membersNoun })}
            count={groups.memberCount(group)}
            caption={t('group.membersOf', { members: membersNoun, name: group.name })}
            noun={membersNoun}
            columns={groups.formColumns ?? groups.columns}
            query={(page, pageSize) => groups.api.members(group.id, page, pageSize)}
          />
        )}
      </RecordForm>
    </>
  );
}
