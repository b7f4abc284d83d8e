/** Touchpoint Groups (`/touchpoint-groups-list`): Name, Actions; search, sort and pagination in the URL. */
import { NamedGroupListPage } from '@console/shared/ui';
import { useTouchpointGroups } from './touchpoint-groups';

export default function TouchpointGroupListPage() {
  const groups = useTouchpointGroups();
  return <NamedGroupListPage groups={groups} />;
}
