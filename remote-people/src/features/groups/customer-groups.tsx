/**
 * Employee Groups: named groups of the tenant's customers, drawn by the kit's group pages
 * (`/group-list`, `/add-group`, `/add-group/:id`, `/group-view/:id`) with this feature's API files
 * and the customer picker. Groups decide who may buy where, and whom a bulk credit pays.
 */
import { formatDate, orEmpty } from '@console/shared';
import type { CustomerGroupDetail, GroupBody, GroupMember, GroupUpdateBody } from '@console/shared/contracts';
import { type DataTableColumn, type NamedGroups, PathLink } from '@console/shared/ui';
import { customerLabel, type PickedCustomer } from '../../lib/customer-picker';
import { CUSTOMER_OPTIONS_LIMIT, useCustomerOptions } from '../customers/api/list-customer-options';
import { useCreateGroup } from './api/create-group';
import { useDeleteGroup } from './api/delete-group';
import { groupQuery } from './api/get-group';
import { groupMembersQuery } from './api/list-group-members';
import { groupsListQuery } from './api/list-groups';
import { useUpdateGroup } from './api/update-group';
import { groupForm } from './group-schema';
import { ImportMembers } from './import-members';

/** On the group's page a member's name links to the customer overview, when the operator can open it. */
const memberColumns: DataTableColumn<GroupMember>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => <PathLink to={`/customer-view/${row.original.id}`}>{row.original.name}</PathLink>,
  },
  { id: 'mobile', header: 'Mobile No.', cell: ({ row }) => orEmpty(row.original.mobile) },
];

/** On the form the current members are named only: a link there would leave the form. */
const formMemberColumns: DataTableColumn<GroupMember>[] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  { id: 'mobile', header: 'Mobile No.', cell: ({ row }) => row.original.mobile },
];

export const customerGroups: NamedGroups<CustomerGroupDetail, GroupMember, PickedCustomer, GroupBody, GroupUpdateBody> =
  {
    noun: 'Group',
    membersNoun: 'Members',
    paths: { list: '/group-list', view: '/group-view', form: '/add-group' },
    list: {
      title: 'Employee Groups',
      subtitle: 'Groups decide who may buy where, and whom a bulk credit pays',
      actionsHeader: 'Action',
    },
    api: {
      list: groupsListQuery,
      detail: groupQuery,
      members: groupMembersQuery,
      useCreate: useCreateGroup,
      useUpdate: useUpdateGroup,
      useDelete: useDeleteGroup,
    },
    form: groupForm,
    picker: {
      useOptions: useCustomerOptions,
      limit: CUSTOMER_OPTIONS_LIMIT,
      itemLabel: customerLabel,
      searchPlaceholder: 'Search by name or mobile',
    },
    memberCount: (group) => group.member_count,
    columns: memberColumns,
    formColumns: formMemberColumns,
    viewActions: ImportMembers,
    details: (group) => [
      ['Description', orEmpty(group.description)],
      ['Members', group.member_count],
      ['Created', formatDate(group.created_at)],
    ],
  };
