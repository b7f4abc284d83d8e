/**
 * SQL of customer groups (Employee Groups): the named-group store's tables for customer groups, and the wallets a bulk credit of a group reaches.
 */
import { GROUP_SORTABLE } from '@console/shared/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  customerGroupMembers as members,
  customerGroups as groups,
  customers,
  institutionCustomerGroups,
  wallets,
} from '../../../db/schema';

/** The customer groups' tables for the named-group store (groups-service.ts builds it): a group adds its description. */
export const customerGroupTables = {
  table: groups,
  nameIndex: 'customer_groups_tenant_name_uq',
  listName: 'customer-groups',
  sortable: GROUP_SORTABLE,
  links: institutionCustomerGroups,
  columns: { description: groups.description },
};

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
