/**
 * A group's members: read a page at a time, and changed by deltas — the ids to add and the ids
 * to remove — from either side (a group's form, a customer's form, the list's "add to group"),
 * so two operators changing one membership at once do not undo each other.
 */
import type { GroupMemberListRequest, GroupWallets, GROUP_MEMBER_SORTABLE } from '@console/shared/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { customerGroupMembers as members, customerGroups as groups, customers, wallets } from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, notFound } from '../../../lib/http-errors';
import { likePattern, listPage, listWindow, type ListSpec } from '../../../lib/list';
import { assertLiveIds, idList } from '../../../lib/live-records';
import {
  customerMatches,
  customerOptionColumns,
  liveCustomer,
  toCustomerOption,
} from '../customers/customers-list-repository';
import { P } from '../../../db/statement-cache';

/** 404 unless `id` is a live group of the tenant (another tenant's reads as unknown). */
async function assertGroup(db: DbOrTx, tenantId: number, id: number): Promise<void> {
  const [group] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, P('tenantId')), isNull(groups.deletedAt), eq(groups.id, id)))
    .execute({ tenantId });
  if (!group) throw notFound('Group');
}

const memberSpec: ListSpec<(typeof GROUP_MEMBER_SORTABLE)[number]> = {
  sortable: {
    id: customers.id,
    name: sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`,
    mobile: customers.mobile,
  },
  defaultSort: { by: 'name', dir: 'ASC' },
  tieBreaker: customers.id,
};

/** The group's live members, a page at a time (by offset or cursor), searchable by name or mobile. */
export async function listGroupMembers(db: Db, tenantId: number, groupId: number, body: GroupMemberListRequest) {
  const window = listWindow(body, memberSpec);
  await assertGroup(db, tenantId, groupId);
  const filters = { tenantId, groupId, search: body.search?.trim() ? likePattern(body.search) : undefined };
  const where = () =>
    and(
      eq(members.groupId, P('groupId')),
      liveCustomer(P('tenantId')),
      filters.search !== undefined ? customerMatches(P('search')) : undefined,
    );
  return listPage(db, {
    name: 'group-members',
    window,
    filters,
    from: (extra) =>
      db
        .select({ ...customerOptionColumns, ...extra })
        .from(members)
        .innerJoin(customers, eq(customers.id, members.customerId))
        .$dynamic(),
    where,
    ids: () =>
      db
        .select({ id: customers.id })
        .from(members)
        .innerJoin(customers, eq(customers.id, members.customerId))
        .where(where())
        .$dynamic(),
    present: toCustomerOption,
  });
}

/** Refuses (400) an id both added and removed, and any id that is not a live record of the tenant. */
export async function assertDelta(
  db: DbOrTx,
  side: { table: typeof customers | typeof groups; field: string; noun: string },
  tenantId: number,
  add: readonly number[],
  remove: readonly number[],
): Promise<void> {
  const both = add.filter((id) => remove.includes(id));
  if (both.length > 0) {
    throw badRequest(`${idList(both)} cannot be both added and removed.`, 'CONFLICTING_DELTA');
  }
  await assertLiveIds(
    db,
    side.table,
    tenantId,
    [...add, ...remove],
    (missing) =>
      `${side.field}: ${idList(missing)} ${missing.length === 1 ? `is not a ${side.noun}` : `are not ${side.noun}s`} of your company.`,
  );
}

/** Adds the (group, customer) pairs that are new; returns how many were. */
export async function addMemberships(tx: Tx, pairs: { groupId: number; customerId: number }[]): Promise<number> {
  if (pairs.length === 0) return 0;
  const added = await tx.insert(members).values(pairs).onConflictDoNothing().returning({ id: members.customerId });
  return added.length;
}

/** Removes customers from one group, or one customer from groups. */
export async function removeMemberships(
  tx: Tx,
  which: { groupId: number; customerIds: readonly number[] } | { customerId: number; groupIds: readonly number[] },
): Promise<void> {
  if ('groupId' in which) {
    if (which.customerIds.length === 0) return;
    await tx
      .delete(members)
      .where(and(eq(members.groupId, which.groupId), inArray(members.customerId, [...which.customerIds])));
    return;
  }
  if (which.groupIds.length === 0) return;
  await tx
    .delete(members)
    .where(and(eq(members.customerId, which.customerId), inArray(members.groupId, [...which.groupIds])));
}

/** The list's bulk action: add customers to a group without touching its other members. */
export async function addGroupMembers(db: Db, actor: Actor, id: number, customerIds: number[]) {
  return db.transaction(async (tx) => {
    await assertGroup(tx, actor.tenantId, id);
    await assertDelta(tx, CUSTOMERS_SIDE, actor.tenantId, customerIds, []);
    const added = await addMemberships(
      tx,
      customerIds.map((customerId) => ({ groupId: id, customerId })),
    );
    await recordAudit(tx, actor, {
      action: 'add_members',
      entity: 'customer_group',
      entityId: id,
      after: { customer_ids: customerIds, added },
    });
    return { added, already_members: customerIds.length - added };
  });
}

export const CUSTOMERS_SIDE = { table: customers, field: 'customer_ids', noun: 'customer' };
export const GROUPS_SIDE = { table: groups, field: 'group_ids', noun: 'group' };

/** The groups a customer is in (live groups), by name: for the customer's detail. */
export function groupsOfCustomer(db: DbOrTx, customerId: number) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(members)
    .innerJoin(groups, eq(groups.id, members.groupId))
    .where(and(eq(members.customerId, customerId), isNull(groups.deletedAt)))
    .orderBy(asc(groups.name), asc(groups.id));
}

/** What a bulk credit of the group reaches: live, active wallets of its live members. */
export async function groupWallets(db: Db, tenantId: number, id: number): Promise<GroupWallets> {
  await assertGroup(db, tenantId, id);
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
