/** One group (`/group-view/:id`): its details and members (each linking to the customer), with Edit and Delete. */
import { NamedGroupViewPage } from '@console/shared/ui';
import { customerGroups } from './customer-groups';

export default function GroupViewPage() {
  return <NamedGroupViewPage groups={customerGroups} />;
}
