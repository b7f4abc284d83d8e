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

export const touchpointGroups: NamedGroups<
  TouchpointGroup,
  TouchpointGroupMember,
  PickedTouchpoint,
  TouchpointGroupBody,
  TouchpointGroupUpdateBody
> = {
  noun: 'Touchpoint Group',
  membersNoun: 'Touchpoints',
  paths: { list: '/touchpoint-groups-list', view: '/touchpoint-group-view', form: '/add-touchpoint-group' },
  list: {
    title: 'Touchpoint Groups',
    subtitle: "Groups of touchpoints an institution's rules apply to",
    actionsHeader: 'Actions',
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
    searchPlaceholder: 'Search by name',
  },
  memberCount: (group) => group.touchpoint_count,
  // A member's name links to the touchpoint's store, on the group's page and on its form alike.
  columns: memberColumns,
  details: (group) => [
    ['Touchpoints', group.touchpoint_count],
    ['Linked Institutions', group.institution_count],
    ['Created', formatDate(group.created_at)],
    ['Updated', formatDate(group.updated_at)],
  ],
  // A group an institution links cannot be deleted: its Delete stays and says why.
  deleteUnavailable,
};
