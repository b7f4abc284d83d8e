/**
 * Customer groups (Employee Groups): a named set of the tenant's customers. A member count
 * counts live customers only; a deleted group keeps its membership rows for the audit trail.
 */
import type {
  CustomerGroup,
  CustomerGroupDetail,
  GroupBody,
  GroupListRequest,
  GroupWallets,
  GROUP_SORTABLE,
} from '@console/shared/contracts';
import { and, asc, eq, ilike, isNull, ne, notInArray, sql, type Placeholder } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import {
  customerGroupMembers as members,
  customerGroups as groups,
  customers,
  institutionCustomerGroups,
  institutions,
  wallets,
} from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import { conflict, notFound, refuseUniqueViolation } from '../../../lib/http-errors';
import { likePattern, listPage, listWindow, type ListSpec } from '../../../lib/list';
import { assertLiveIds, idList } from '../../../lib/live-records';
import { toIso } from '../../../lib/time';

const NAME_TAKEN = 'A group with this name already exists.';

/** Written with table names: Drizzle leaves columns unqualified in a one-table select. */
const memberCount = sql<number>`(select count(*)::int from ${members} m join ${customers} c on c.id = m.customer_id where m.group_id = ${groups}.id and c.deleted_at is null)`;

const columns = {
  id: groups.id,
  name: groups.name,
  description: groups.description,
  isDefault: groups.isDefault,
  createdAt: groups.createdAt,
  updatedAt: groups.updatedAt,
  memberCount,
};
type Row = Pick<typeof groups.$inferSelect, 'id' | 'name' | 'description' | 'isDefault' | 'createdAt' | 'updatedAt'> & {
  memberCount: number;
};

function toGroup(r: Row): CustomerGroup {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    member_count: Number(r.memberCount),
    is_default: r.isDefault,
    created_at: toIso(r.createdAt),
    updated_at: toIso(r.updatedAt),
  };
}

const spec: ListSpec<(typeof GROUP_SORTABLE)[number]> = {
  sortable: {
    id: groups.id,
    name: sql`lower(${groups.name})`,
    member_count: memberCount,
    created_at: groups.createdAt,
  },
  defaultSort: { by: 'id', dir: 'DESC' },
  tieBreaker: groups.id,
};

const liveGroup = (tenantId: number | Placeholder) => and(eq(groups.tenantId, tenantId), isNull(groups.deletedAt));
const P = sql.placeholder;

export async function listGroups(db: Db, tenantId: number, body: GroupListRequest) {
  const filters = { tenantId, search: body.search?.trim() ? likePattern(body.search) : undefined };
  const where = () =>
    and(liveGroup(P('tenantId')), filters.search !== undefined ? ilike(groups.name, P('search')) : undefined);
  return listPage(db, {
    name: 'customer-groups',
    window: listWindow(body, spec),
    filters,
    select: (extra) =>
      db
        .select({ ...columns, ...extra })
        .from(groups)
        .where(where())
        .$dynamic(),
    ids: () => db.select({ id: groups.id }).from(groups).where(where()).$dynamic(),
    present: toGroup,
  });
}

export async function getGroup(db: DbOrTx, tenantId: number, id: number): Promise<CustomerGroupDetail> {
  const [row] = await db
    .select(columns)
    .from(groups)
    .where(and(liveGroup(tenantId), eq(groups.id, id)))
    .limit(1);
  if (!row) throw notFound('Group');
  const people = await db
    .select({
      id: customers.id,
      first_name: customers.firstName,
      last_name: customers.lastName,
      mobile: customers.mobile,
    })
    .from(members)
    .innerJoin(customers, eq(customers.id, members.customerId))
    .where(and(eq(members.groupId, id), isNull(customers.deletedAt)))
    .orderBy(asc(customers.firstName), asc(customers.lastName), asc(customers.id));
  return { ...toGroup(row), members: people };
}

/** The audit keeps member ids, not a copy of every member. */
function auditView({ members: people, ...group }: CustomerGroupDetail) {
  return { ...group, member_ids: people.map((m) => m.id) };
}

async function lockGroup(tx: Tx, tenantId: number, id: number): Promise<CustomerGroupDetail> {
  const rows = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(liveGroup(tenantId), eq(groups.id, id)))
    .for('update');
  if (!rows[0]) throw notFound('Group');
  return getGroup(tx, tenantId, id);
}

async function assertNameFree(db: DbOrTx, tenantId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        liveGroup(tenantId),
        eq(sql`lower(${groups.name})`, name.toLowerCase()),
        exceptId ? ne(groups.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (rows[0]) throw conflict(NAME_TAKEN, 'NAME_TAKEN');
}

function assertCustomers(db: DbOrTx, tenantId: number, customerIds: readonly number[]) {
  return assertLiveIds(
    db,
    customers,
    tenantId,
    customerIds,
    (missing) =>
      `customer_ids: ${idList(missing)} ${missing.length === 1 ? 'is not a customer' : 'are not customers'} of your company.`,
  );
}

/** Adds members; returns how many were new. */
async function addMembers(tx: Tx, groupId: number, customerIds: readonly number[]): Promise<number> {
  if (customerIds.length === 0) return 0;
  const added = await tx
    .insert(members)
    .values(customerIds.map((customerId) => ({ groupId, customerId })))
    .onConflictDoNothing()
    .returning({ customerId: members.customerId });
  return added.length;
}

const guardName = <T>(work: () => Promise<T>) =>
  refuseUniqueViolation('customer_groups_tenant_name_uq', () => conflict(NAME_TAKEN, 'NAME_TAKEN'), work);

export function createGroup(db: Db, actor: Actor, input: GroupBody): Promise<CustomerGroupDetail> {
  return guardName(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, actor.tenantId, input.name);
      await assertCustomers(tx, actor.tenantId, input.customer_ids);
      const [created] = await tx
        .insert(groups)
        .values({ tenantId: actor.tenantId, name: input.name, description: input.description || null })
        .returning({ id: groups.id });
      await addMembers(tx, created!.id, input.customer_ids);
      const group = await getGroup(tx, actor.tenantId, created!.id);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'customer_group',
        entityId: group.id,
        after: auditView(group),
      });
      return group;
    }),
  );
}

export function updateGroup(db: Db, actor: Actor, id: number, input: GroupBody): Promise<CustomerGroupDetail> {
  return guardName(() =>
    db.transaction(async (tx) => {
      const before = await lockGroup(tx, actor.tenantId, id);
      await assertNameFree(tx, actor.tenantId, input.name, id);
      await assertCustomers(tx, actor.tenantId, input.customer_ids);
      await tx
        .update(groups)
        .set({ name: input.name, description: input.description || null, updatedAt: sql`now()` })
        .where(eq(groups.id, id));
      await tx
        .delete(members)
        .where(
          and(
            eq(members.groupId, id),
            input.customer_ids.length > 0 ? notInArray(members.customerId, input.customer_ids) : undefined,
          ),
        );
      await addMembers(tx, id, input.customer_ids);
      const after = await getGroup(tx, actor.tenantId, id);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'customer_group',
        entityId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    }),
  );
}

export async function addGroupMembers(db: Db, actor: Actor, id: number, customerIds: number[]) {
  return db.transaction(async (tx) => {
    await lockGroup(tx, actor.tenantId, id);
    await assertCustomers(tx, actor.tenantId, customerIds);
    const added = await addMembers(tx, id, customerIds);
    await recordAudit(tx, actor, {
      action: 'add_members',
      entity: 'customer_group',
      entityId: id,
      after: { customer_ids: customerIds, added },
    });
    return { added, already_members: customerIds.length - added };
  });
}

/** Soft delete, refused for the default group and for a group an institution still links. */
export async function deleteGroup(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockGroup(tx, actor.tenantId, id);
    if (before.is_default) throw conflict('The default group cannot be deleted.', 'DEFAULT_RECORD');
    const linked = await tx
      .select({ name: institutions.name })
      .from(institutionCustomerGroups)
      .innerJoin(institutions, eq(institutions.id, institutionCustomerGroups.institutionId))
      .where(eq(institutionCustomerGroups.groupId, id))
      .orderBy(asc(institutions.name));
    if (linked.length > 0) {
      const names = linked.map((l) => l.name).join(', ');
      throw conflict(
        `This group is linked to ${linked.length === 1 ? 'the institution' : 'the institutions'} ${names}; unlink it there before deleting it.`,
        'GROUP_IN_USE',
      );
    }
    await tx
      .update(groups)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(groups.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'customer_group',
      entityId: id,
      before: auditView(before),
    });
  });
}

/** What a bulk credit of the group reaches: live, active wallets of its live members. */
export async function groupWallets(db: Db, tenantId: number, id: number): Promise<GroupWallets> {
  const [group] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(liveGroup(tenantId), eq(groups.id, id)));
  if (!group) throw notFound('Group');
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
