/**
 * SQL of customers as group members: a group's members change by delta from either side — a
 * group's form, a customer's form, the list's "add to group" — so two operators changing one
 * membership at once do not undo each other. A member count counts live customers only.
 */
import type { GROUP_MEMBER_SORTABLE } from '@console/shared/contracts';
import { and, asc, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { customerGroupMembers as members, customerGroups as groups, customers } from '../../../db/schema';
import * as namedGroupMembersRepo from '../../../lib/named-groups/named-group-members-repository';
import * as customersListRepo from '../customers/customers-list-repository';

/** A customer group's members: the tenant's live customers, listed by name or mobile, each shown by `present`. */
export const customerMembers = <M>(
  present: (row: customersListRepo.CustomerOptionRow) => M,
): namedGroupMembersRepo.MemberKind<
  (typeof GROUP_MEMBER_SORTABLE)[number],
  customersListRepo.CustomerOptionRow,
  M
> => ({
  table: customers,
  ofTenant: customersListRepo.liveCustomer,
  field: 'customer_ids',
  noun: 'customer',
  memberships: members,
  member: members.customerId,
  membership: (groupId, customerId) => ({ groupId, customerId }),
  deltaField: 'add_customer_ids/remove_customer_ids',
  softDeleted: true,
  list: {
    name: 'group-members',
    sortable: {
      id: customers.id,
      name: sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`,
      mobile: customers.mobile,
    },
    columns: customersListRepo.customerOptionColumns,
    matches: customersListRepo.customerMatches,
    present,
  },
});

/** A customer's groups, as its form names them: the tenant's live groups. */
export const GROUPS_SIDE: namedGroupMembersRepo.DeltaSide = {
  table: groups,
  ofTenant: (tenantId: Placeholder) => and(eq(groups.tenantId, tenantId), isNull(groups.deletedAt)),
  field: 'group_ids',
  noun: 'group',
};

/** Adds the (group, customer) pairs that are new; returns how many were. */
export function addMemberships(tx: Tx, pairs: { groupId: number; customerId: number }[]): Promise<number> {
  return namedGroupMembersRepo.addMemberships(tx, members, pairs);
}

/** Removes one customer from groups (the customer's form; a group's form removes through its store). */
export async function removeMemberships(
  tx: Tx,
  which: { customerId: number; groupIds: readonly number[] },
): Promise<void> {
  if (which.groupIds.length === 0) return;
  await tx
    .delete(members)
    .where(and(eq(members.customerId, which.customerId), inArray(members.groupId, [...which.groupIds])));
}

/** The groups a customer is in (live groups), by name: for the customer's detail. */
export function groupsOfCustomer(db: DbOrTx, customerId: number) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(members)
    .innerJoin(groups, eq(groups.id, members.groupId))
    .where(and(eq(members.customerId, customerId), isNull(groups.deletedAt)))
    .orderBy(asc(groups.name), asc(groups.id));
}
