/** Employee Groups (`/group-list`): Name, Action (member counts are on the group's page); search, sort and pagination in the URL. */
import { NamedGroupListPage } from '@console/shared/ui';
import { useCustomerGroups } from './customer-groups';

export default function GroupListPage() {
  return <NamedGroupListPage groups={useCustomerGroups()} />;
}
