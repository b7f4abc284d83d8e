/**
 * Add touchpoint group (`/add-touchpoint-group`) and edit (`/add-touchpoint-group/:id`): a name
 * and a touchpoint picker. An edit adds the touchpoints picked and removes the current members
 * ticked (the members are paged: a group may hold thousands).
 */
import { NamedGroupFormPage } from '@console/shared/ui';
import { useTouchpointGroups } from './touchpoint-groups';

export default function TouchpointGroupFormPage() {
  const groups = useTouchpointGroups();
  return <NamedGroupFormPage groups={groups} />;
}
