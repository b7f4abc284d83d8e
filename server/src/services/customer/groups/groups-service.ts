/**
 * Customer groups (Employee Groups): a named set of the tenant's customers, with a description.
 * A deleted group keeps its membership rows for the audit trail; a bulk credit of a group reaches
 * the active wallets of its live members.
 */
import type { GroupBody, GroupUpdateBody, GroupWallets } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { recordAudit, type Actor } from '../../../lib/audit';
import * as namedGroupMembersRepo from '../../../lib/named-groups/named-group-members-repository';
import { assertDelta } from '../../../lib/named-groups/named-group-members-service';
import { namedGroups } from '../../../lib/named-groups/named-groups-service';
import { toCustomerOption } from '../customers/customers-list-service';
import * as groupMembersRepo from './group-members-repository';
import * as repo from './groups-repository';

/** A customer group's members, each shown as a picker shows a customer. */
export const CUSTOMER_MEMBERS = groupMembersRepo.customerMembers(toCustomerOption);

/** Customer groups; their pickers (a customer's groups, the lists' filters, a bulk credit, a rule) read `options`. */
export const customerGroupStore = namedGroups({
  ...repo.customerGroupTables,
  nameTaken: 'A group with this name already exists.',
  noun: 'Group',
  auditEntity: 'customer_group',
  described: true,
  present: (r) => ({ description: r.description, member_count: Number(r.memberCount) }),
  members: CUSTOMER_MEMBERS,
  created: (body: GroupBody) => body.customer_ids,
  delta: (body: GroupUpdateBody) => ({ add: body.add_customer_ids ?? [], remove: body.remove_customer_ids ?? [] }),
  audit: { created: 'member_ids', added: 'added_customer_ids', removed: 'removed_customer_ids' },
});

/** The list's bulk action: add customers to a group without touching its other members. */
export async function addGroupMembers(db: Db, actor: Actor, id: number, customerIds: number[]) {
  return db.transaction(async (tx) => {
    await customerGroupStore.assertGroup(tx, actor.tenantId, id);
    await assertDelta(tx, CUSTOMER_MEMBERS, actor.tenantId, customerIds, []);
    const added = await namedGroupMembersRepo.addMembers(tx, CUSTOMER_MEMBERS, id, customerIds);
    await recordAudit(tx, actor, {
      action: 'add_members',
      entity: 'customer_group',
      entityId: id,
      after: { customer_ids: customerIds, added },
    });
    return { added, already_members: customerIds.length - added };
  });
}

/** What a bulk credit of the group reaches: live, active wallets of its live members. */
export async function groupWallets(db: Db, tenantId: number, id: number): Promise<GroupWallets> {
  await customerGroupStore.assertGroup(db, tenantId, id);
  const walletIds = await repo.groupWalletIds(db, tenantId, id);
  return { wallet_ids: walletIds, customers_without_wallet: await repo.membersWithoutWallet(db, id) };
}
