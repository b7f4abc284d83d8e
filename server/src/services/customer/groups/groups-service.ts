/**
 * Customer groups (Employee Groups): a named set of the tenant's customers, with a description.
 * A deleted group keeps its membership rows for the audit trail; a bulk credit of a group reaches
 * the active wallets of its live members.
 */
import type { GroupWallets } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { recordAudit, type Actor } from '../../../lib/audit';
import { addMembers, assertDelta } from '../../../lib/named-groups/named-group-members-repository';
import { toCustomerOption } from '../customers/customers-list-service';
import { customerMembers } from './group-members-repository';
import { customerGroupStoreOf, groupWalletIds, membersWithoutWallet } from './groups-repository';

/** A customer group's members, each shown as a picker shows a customer. */
export const CUSTOMER_MEMBERS = customerMembers(toCustomerOption);

/** Customer groups; their pickers (a customer's groups, the lists' filters, a bulk credit, a rule) read `options`. */
export const customerGroupStore = customerGroupStoreOf(
  (r) => ({ description: r.description, member_count: Number(r.memberCount) }),
  CUSTOMER_MEMBERS,
);

/** The list's bulk action: add customers to a group without touching its other members. */
export async function addGroupMembers(db: Db, actor: Actor, id: number, customerIds: number[]) {
  return db.transaction(async (tx) => {
    await customerGroupStore.assertGroup(tx, actor.tenantId, id);
    await assertDelta(tx, CUSTOMER_MEMBERS, actor.tenantId, customerIds, []);
    const added = await addMembers(tx, CUSTOMER_MEMBERS, id, customerIds);
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
  const walletIds = await groupWalletIds(db, tenantId, id);
  return { wallet_ids: walletIds, customers_without_wallet: await membersWithoutWallet(db, id) };
}
