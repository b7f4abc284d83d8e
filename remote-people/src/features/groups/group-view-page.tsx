/** One group (`/group-view/:id`): its details and members (each linking to the customer), with Edit and Delete. */
import { NamedGroupViewPage } from '@console/shared/ui';
import { useCustomerGroups } from './customer-groups';

export default function GroupViewPage() {
  return <NamedGroupViewPage groups={useCustomerGroups()} />;
}
