import { namedGroupRoutes } from '../../../lib/named-groups/named-group-routes';
import type { App } from '../../../lib/route';
import type { Access } from '../../../plugins/access';
import { touchpointGroups } from './touchpoint-groups-service';

const access: Access = { permissions: ['PERM_VIEW_TOUCHPOINT_GROUP_LIST'] };

export default async function touchpointGroupsRoutes(app: App) {
  const groups = namedGroupRoutes(app, {
    endpoints: '/merchant/touchpoint-groups',
    tags: ['touchpoint-groups'],
    access,
    listAccess: access,
    store: touchpointGroups,
  });
  groups.list();
  groups.get();
  groups.members();
  groups.create();
  groups.update();
  groups.remove();
}
