/**
 * Employee Groups: named groups of the tenant's customers, drawn by the kit's group pages
 * (`/group-list`, `/add-group`, `/add-group/:id`, `/group-view/:id`) with this feature's API files
 * and the customer picker. Groups decide who may buy where, and whom a bulk credit pays.
 */
import { formatDate, orEmpty } from '@console/shared';
import type { CustomerGroupDetail, GroupBody, GroupMember, GroupUpdateBody } from '@console/shared/contracts';
import { type DataTableColumn, type NamedGroups, PathLink } from '@console/shared/ui';
import { useMemo } from 'react';
import { catalogue, type PeopleT } from '../../i18n/catalogue';
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
const memberColumns = (t: PeopleT): DataTableColumn<GroupMember>[] => [
  {
    id: 'name',
    header: t('groups.column.name'),
    cell: ({ row }) => <PathLink to={`/customer-view/${row.original.id}`}>{row.original.name}</PathLink>,
  },
  { id: 'mobile', header: t('groups.column.mobile'), cell: ({ row }) => orEmpty(row.original.mobile) },
];

/** On the form the current members are named only: a link there would leave the form. */
const formMemberColumns = (t: PeopleT): DataTableColumn<GroupMember>[] => [
  { id: 'name', header: t('groups.column.name'), cell: ({ row }) => row.original.name },
  { id: 'mobile', header: t('groups.column.mobile'), cell: ({ row }) => row.original.mobile },
];

type CustomerGroups = NamedGroups<CustomerGroupDetail, GroupMember, PickedCustomer, GroupBody, GroupUpdateBody>;

/** Employee Groups in the language shown: the kit's pages read its words at render. */
export function useCustomerGroups(): CustomerGroups {
  const t = catalogue.useT();
  return useMemo(() => customerGroups(t), [t]);
}

function customerGroups(t: PeopleT): CustomerGroups {
  return {
    noun: t('groups.noun'),
    membersNoun: t('groups.membersNoun'),
    paths: { list: '/group-list', view: '/group-view', form: '/add-group' },
    list: {
      title: t('groups.title'),
      subtitle: t('groups.subtitle'),
      actionsHeader: t('groups.action'),
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
      searchPlaceholder: t('groups.search'),
    },
    memberCount: (group) => group.member_count,
    columns: memberColumns(t),
    formColumns: formMemberColumns(t),
    viewActions: ImportMembers,
    details: (group) => [
      [t('groups.detail.description'), orEmpty(group.description)],
      [t('groups.detail.members'), group.member_count],
      [t('groups.detail.created'), formatDate(group.created_at)],
    ],
  };
}
