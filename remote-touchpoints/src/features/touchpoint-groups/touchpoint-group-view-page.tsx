/**
 * One touchpoint group (`/touchpoint-group-view/:id`): its details and touchpoints, with Edit and
 * Delete. A group an institution links cannot be deleted: Delete says why (the server refuses it
 * with 409 all the same).
 */
import { NamedGroupViewPage } from '@console/shared/ui';
import { useTouchpointGroups } from './touchpoint-groups';

export default function TouchpointGroupViewPage() {
  const groups = useTouchpointGroups();
  return <NamedGroupViewPage groups={groups} />;
}
