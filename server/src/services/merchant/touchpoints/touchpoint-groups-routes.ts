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
import { touchpointGroupStore } from './touchpoint-groups-repository';

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
    store: touchpointGroupStore,
  });
  groups.list();
  groups.get();
  groups.members();
  groups.create();
  groups.update();
  groups.remove();
}
