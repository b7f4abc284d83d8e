import {
  TouchpointGroup,
  TouchpointGroupBody,
  TouchpointGroupListRequest,
  TouchpointGroupMember,
  TouchpointGroupMemberListRequest,
  TouchpointGroupUpdateBody,
} from '@console/shared/contracts';
import { namedGroupRoutes } from '../../../lib/named-groups/named-group-routes';
import type { App } from '../../../lib/route';
import type { Access } from '../../../plugins/access';
import { touchpointGroups } from './touchpoint-groups-service';

const access: Access = { permissions: ['PERM_VIEW_TOUCHPOINT_GROUP_LIST'] };

export default async function touchpointGroupsRoutes(app: App) {
  const groups = namedGroupRoutes(app, {
    path: '/touchpoint-groups',
    tags: ['touchpoint-groups'],
    access,
    listAccess: access,
    schemas: {
      list: TouchpointGroupListRequest,
      memberList: TouchpointGroupMemberListRequest,
      body: TouchpointGroupBody,
      update: TouchpointGroupUpdateBody,
      group: TouchpointGroup,
      detail: TouchpointGroup,
      member: TouchpointGroupMember,
    },
    store: touchpointGroups,
  });
  groups.list();
  groups.get();
  groups.members();
  groups.create();
  groups.update();
  groups.remove();
}
