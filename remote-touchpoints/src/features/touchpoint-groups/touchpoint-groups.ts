/**
 * Touchpoint Groups: named groups of the tenant's touchpoints, drawn by the kit's group pages
 * (`/touchpoint-groups-list`, `/add-touchpoint-group`, `/add-touchpoint-group/:id`,
 * `/touchpoint-group-view/:id`) with this feature's API files and the touchpoint picker. An
 * institution's rules apply to them; a group an institution links cannot be deleted.
 */
import { formatDate } from '@console/shared';
import type {
  TouchpointGroup,
  TouchpointGroupBody,
  TouchpointGroupMember,
  TouchpointGroupUpdateBody,
} from '@console/shared/contracts';
import type { NamedGroups } from '@console/shared/ui';
import { useMemo } from 'react';
import { catalogue, type Translate } from '../../i18n/catalogue';
import { touchpointLabel, type PickedTouchpoint } from '../../lib/touchpoint-picker';
import { TOUCHPOINT_OPTIONS_LIMIT, useTouchpointOptions } from '../touchpoints/api/list-touchpoint-options';
import { useCreateTouchpointGroup } from './api/create-touchpoint-group';
import { useDeleteTouchpointGroup } from './api/delete-touchpoint-group';
import { touchpointGroupQuery } from './api/get-touchpoint-group';
import { touchpointGroupMembersQuery } from './api/list-touchpoint-group-members';
import { touchpointGroupsListQuery } from './api/list-touchpoint-groups';
import { useUpdateTouchpointGroup } from './api/update-touchpoint-group';
import { memberColumns } from './member-columns';
import { deleteUnavailable, touchpointGroupForm } from './touchpoint-group-schema';

type TouchpointGroups = NamedGroups<
  TouchpointGroup,
  TouchpointGroupMember,
  PickedTouchpoint,
  TouchpointGroupBody,
  TouchpointGroupUpdateBody
>;

/** The groups' pages in the shown language (`t`): their words are read when the pages render. */
export const touchpointGroupsIn = (t: Translate): TouchpointGroups => ({
  noun: t('groups.noun'),
  membersNoun: t('common.touchpoints'),
  paths: { list: '/touchpoint-groups-list', view: '/touchpoint-group-view', form: '/add-touchpoint-group' },
  list: {
    title: t('groups.title'),
    subtitle: t('groups.subtitle'),
    actionsHeader: t('common.actions'),
  },
  api: {
    list: touchpointGroupsListQuery,
    detail: touchpointGroupQuery,
    members: touchpointGroupMembersQuery,
    useCreate: useCreateTouchpointGroup,
    useUpdate: useUpdateTouchpointGroup,
    useDelete: useDeleteTouchpointGroup,
  },
  form: touchpointGroupForm,
  picker: {
    useOptions: useTouchpointOptions,
    limit: TOUCHPOINT_OPTIONS_LIMIT,
    itemLabel: touchpointLabel,
    searchPlaceholder: t('common.searchByName'),
  },
  memberCount: (group) => group.touchpoint_count,
  // A member's name links to the touchpoint's store, on the group's page and on its form alike.
  columns: memberColumns(t),
  details: (group) => [
    [t('common.touchpoints'), group.touchpoint_count],
    [t('groups.linkedInstitutions'), group.institution_count],
    [t('common.created'), formatDate(group.created_at)],
    [t('common.updated'), formatDate(group.updated_at)],
  ],
  // A group an institution links cannot be deleted: its Delete stays and says why.
  deleteUnavailable: (group) => deleteUnavailable(group, t),
});

/** The groups' pages, made again when the language changes. */
export function useTouchpointGroups(): TouchpointGroups {
  const t = catalogue.useT();
  return useMemo(() => touchpointGroupsIn(t), [t]);
}
