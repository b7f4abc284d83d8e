/**
 * Customer groups (Employee Groups): a named set of the tenant's customers. A member count
 * counts live customers only; a deleted group keeps its membership rows for the audit trail.
 */
import type {
  PlainOptionsRequest,
  CustomerGroup,
  CustomerGroupDetail,
  GroupBody,
  GroupListRequest,
  GroupUpdateBody,
  GROUP_SORTABLE,
} from '@console/shared/contracts';
import { and, asc, eq, ilike, isNull, ne, sql, type Placeholder } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import {
  customerGroupMembers as members,
  customerGroups as groups,
  customers,
  institutionCustomerGroups,
  institutions,
} from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import { conflict, notFound, refuseUniqueViolation } from '../../../lib/http-errors';
import { likePattern, listPage, listWindow, type ListSpec } from '../../../lib/list';
import { assertUnchanged, unchangedSince } from '../../../lib/stale-record';
import { toExactIso, toIso } from '../../../lib/time';
import { addMemberships, assertDelta, CUSTOMERS_SIDE, removeMemberships } from './group-members-repository';
import { P } from '../../../db/statement-cache';
import { nameOptions } from '../../../lib/name-options';

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
    updated_at: toExactIso(r.updatedAt),
  };
}

const spec: ListSpec<(typeof GROUP_SORTABLE)[number]> = {
  sortable: {
    id: groups.id,
    name: sql`lower(${groups.name})`,
    member_count: memberCount,
    created_at: groups.createdAt,
  },
  sortKinds: { member_count: 'int' },
  defaultSort: { by: 'id', dir: 'DESC' },
  tieBreaker: groups.id,
};

/** A live group of the tenant placeholder: a value here would be cached into a shared statement. */
const liveGroup = (tenantId: Placeholder | number) => and(eq(groups.tenantId, tenantId), isNull(groups.deletedAt));

/** The group pickers (a customer's groups, the lists' filters, a bulk credit, a rule): groups by name. */
export function groupOptions(db: Db, tenantId: number, body: PlainOptionsRequest) {
  return nameOptions(db, body, {
    rows: () => db.select({ id: groups.id, name: groups.name, member_count: memberCount }).from(groups).$dynamic(),
    ids: () => db.select({ id: groups.id }).from(groups).$dynamic(),
    id: groups.id,
    name: groups.name,
    scope: liveGroup(tenantId),
  });
}

export async function listGroups(db: Db, tenantId: number, body: GroupListRequest) {
  const filters = { tenantId, search: body.search?.trim() ? likePattern(body.search) : undefined };
  const where = () =>
    and(liveGroup(P('tenantId')), filters.search !== undefined ? ilike(groups.name, P('search')) : undefined);
  return listPage(db, {
    name: 'customer-groups',
    window: listWindow(body, spec),
    filters,
    from: (extra) =>
      db
        .select({ ...columns, ...extra })
        .from(groups)
        .$dynamic(),
    where,
    ids: () => db.select({ id: groups.id }).from(groups).where(where()).$dynamic(),
    present: toGroup,
  });
}

export async function getGroup(db: DbOrTx, tenantId: number, id: number): Promise<CustomerGroupDetail> {
  const [row] = await db
    .select(columns)
    .from(groups)
    .where(and(liveGroup(P('tenantId')), eq(groups.id, id)))
    .limit(1)
    .execute({ tenantId });
  if (!row) throw notFound('Group');
  return toGroup(row);
}

async function lockGroup(tx: Tx, tenantId: number, id: number): Promise<CustomerGroupDetail> {
  const rows = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(liveGroup(P('tenantId')), eq(groups.id, id)))
    .for('update')
    .execute({ tenantId });
  if (!rows[0]) throw notFound('Group');
  return getGroup(tx, tenantId, id);
}

async function assertNameFree(db: DbOrTx, tenantId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        liveGroup(P('tenantId')),
        eq(sql`lower(${groups.name})`, name.toLowerCase()),
        exceptId ? ne(groups.id, exceptId) : undefined,
      ),
    )
    .limit(1)
    .execute({ tenantId });
  if (rows[0]) throw conflict(NAME_TAKEN, 'NAME_TAKEN');
}

const guardName = <T>(work: () => Promise<T>) =>
  refuseUniqueViolation('customer_groups_tenant_name_uq', () => conflict(NAME_TAKEN, 'NAME_TAKEN'), work);

export function createGroup(db: Db, actor: Actor, input: GroupBody): Promise<CustomerGroupDetail> {
  return guardName(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, actor.tenantId, input.name);
      await assertDelta(tx, CUSTOMERS_SIDE, actor.tenantId, input.customer_ids, []);
      const [created] = await tx
        .insert(groups)
        .values({ tenantId: actor.tenantId, name: input.name, description: input.description || null })
        .returning({ id: groups.id });
      await addMemberships(
        tx,
        input.customer_ids.map((customerId) => ({ groupId: created!.id, customerId })),
      );
      const group = await getGroup(tx, actor.tenantId, created!.id);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'customer_group',
        entityId: group.id,
        after: { ...group, member_ids: input.customer_ids },
      });
      return group;
    }),
  );
}

/**
 * Name and description as sent, members by delta (`add_customer_ids`, `remove_customer_ids`),
 * only when the group is still at the `updated_at` the form loaded (409 STALE_RECORD otherwise).
 */
export function updateGroup(db: Db, actor: Actor, id: number, input: GroupUpdateBody): Promise<CustomerGroupDetail> {
  const unchanged = unchangedSince(groups.updatedAt, input.updated_at);
  const add = input.add_customer_ids ?? [];
  const remove = input.remove_customer_ids ?? [];
  return guardName(() =>
    db.transaction(async (tx) => {
      const before = await lockGroup(tx, actor.tenantId, id);
      await assertNameFree(tx, actor.tenantId, input.name, id);
      await assertDelta(tx, DELTA_SIDE, actor.tenantId, add, remove);
      const updated = await tx
        .update(groups)
        .set({ name: input.name, description: input.description || null, updatedAt: sql`now()` })
        .where(and(eq(groups.id, id), unchanged))
        .returning({ id: groups.id });
      assertUnchanged(updated);
      await removeMemberships(tx, { groupId: id, customerIds: remove });
      await addMemberships(
        tx,
        add.map((customerId) => ({ groupId: id, customerId })),
      );
      const after = await getGroup(tx, actor.tenantId, id);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'customer_group',
        entityId: id,
        before,
        after: { ...after, added_customer_ids: add, removed_customer_ids: remove },
      });
      return after;
    }),
  );
}

const DELTA_SIDE = { ...CUSTOMERS_SIDE, field: 'add_customer_ids/remove_customer_ids' };

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
      before,
    });
  });
}
