/**
 * SQL of customer groups (Employee Groups): the named-group store's tables, nouns and audit fields
 * for customer groups, and the wallets a bulk credit of a group reaches.
 */
import { GROUP_SORTABLE, type GroupBody, type GroupUpdateBody } from '@console/shared/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  customerGroupMembers as members,
  customerGroups as groups,
  customers,
  institutionCustomerGroups,
  wallets,
} from '../../../db/schema';
import { namedGroups, type NamedGroupKind } from '../../../lib/named-groups/named-groups-repository';

const columns = { description: groups.description };
type Kind<E extends object, M> = NamedGroupKind<typeof columns, E, GroupBody, GroupUpdateBody, M>;

/**
 * The store of customer groups (groups-service.ts builds it), showing a group's own fields by
 * `present` and its members as `members` says.
 */
export function customerGroupStoreOf<E extends object, M>(
  present: Kind<E, M>['present'],
  members: Kind<E, M>['members'],
) {
  return namedGroups({
    table: groups,
    nameIndex: 'customer_groups_tenant_name_uq',
    nameTaken: 'A group with this name already exists.',
    noun: 'Group',
    auditEntity: 'customer_group',
    listName: 'customer-groups',
    sortable: GROUP_SORTABLE,
    described: true,
    links: institutionCustomerGroups,
    columns,
    present,
    members,
    created: (body: GroupBody) => body.customer_ids,
    delta: (body: GroupUpdateBody) => ({ add: body.add_customer_ids ?? [], remove: body.remove_customer_ids ?? [] }),
    audit: { created: 'member_ids', added: 'added_customer_ids', removed: 'removed_customer_ids' },
  });
}

/** The live, active wallets of the group's live members (the tenant's), by id. */
export async function groupWalletIds(db: Db, tenantId: number, id: number): Promise<number[]> {
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
  return reached.map((w) => w.id);
}

/** How many of the group's live members have no live wallet. */
export async function membersWithoutWallet(db: Db, id: number): Promise<number> {
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
  return Number(without?.n ?? 0);
}
