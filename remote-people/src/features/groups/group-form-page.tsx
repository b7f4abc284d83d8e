/**
 * Add group (`/add-group`) and edit group (`/add-group/:id`): name, description and a customer
 * picker. An edit adds the customers picked and removes the current members ticked (the members
 * are paged: a group may hold thousands).
 */
import { NamedGroupFormPage } from '@console/shared/ui';
import { useCustomerGroups } from './customer-groups';

export default function GroupFormPage() {
  return <NamedGroupFormPage groups={useCustomerGroups()} />;
}
