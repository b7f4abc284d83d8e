/** Touchpoint Groups (`/touchpoint-groups-list`): Name, Actions; search, sort and pagination in the URL. */
import { NamedGroupListPage } from '@console/shared/ui';
import { touchpointGroups } from './touchpoint-groups';

export default function TouchpointGroupListPage() {
  return <NamedGroupListPage groups={touchpointGroups} />;
}
