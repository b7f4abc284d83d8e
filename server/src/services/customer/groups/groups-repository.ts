/**
 * Customer groups (Employee Groups): a named set of the tenant's customers, with a description.
 * A deleted group keeps its membership rows for the audit trail; a bulk credit of a group reaches
 * the active wallets of its live members.
 */
import { GROUP_SORTABLE, type GroupBody, type GroupUpdateBody, type GroupWallets } from '@console/shared/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  customerGroupMembers as members,
  customerGroups as groups,
  customers,
  institutionCustomerGroups,
  wallets,
} from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import { addMembers, assertDelta } from '../../../lib/named-groups/named-group-members-repository';
import { namedGroups } from '../../../lib/named-groups/named-groups-repository';
import { CUSTOMER_MEMBERS } from './group-members-repository';

/** Customer groups; their pickers (a customer's groups, the lists' filters, a bulk credit, a rule) read `options`. */
export const customerGroupStore = namedGroups({
  table: groups,
  nameIndex: 'customer_groups_tenant_name_uq',
  nameTaken: 'A group with this name already exists.',
  noun: 'Group',
  auditEntity: 'customer_group',
  listName: 'customer-groups',
  sortable: GROUP_SORTABLE,
  described: true,
  links: institutionCustomerGroups,
  columns: { description: groups.description },
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
  const reached = await db
    .select({ id: wallets.id })
    .from(members)
    .innerJoin(customers, eq(customers.id, members.customerId))
    .innerJoin(wallets, eq(wallets.customerId, customers.id))
    .where(
      and(
        eq(members.groupId, id),
        isNull(customers.deletedAt),
        eq(wallets.tenantId, tenantId),
        isNull(wallets.deletedAt),
        eq(wallets.status, 1),
      ),
    )
    .orderBy(asc(wallets.id));
  const [without] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .innerJoin(customers, eq(customers.id, members.customerId))
    .where(
      and(
        eq(members.groupId, id),
        isNull(customers.deletedAt),
        sql`not exists (select 1 from ${wallets} w where w.customer_id = ${customers.id} and w.deleted_at is null)`,
      ),
    );
  return { wallet_ids: reached.map((w) => w.id), customers_without_wallet: Number(without?.n ?? 0) };
}
