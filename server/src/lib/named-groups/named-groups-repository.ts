/**
 * A named group of the tenant (customer groups, touchpoint groups): a name unique among the
 * tenant's live groups, case aside; soft delete, which keeps the membership rows for the audit
 * trail; maybe a description; a default group, which cannot be deleted, nor can a group an
 * institution links; and members of one kind, changed by delta. Every write is audited, and an
 * edit lands only on the version of the group its form loaded (409 STALE_RECORD otherwise).
 * A kind names its tables, nouns, audit entity and the columns and fields it adds.
 */
import { and, asc, eq, ilike, isNull, ne, sql, type Placeholder } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  institutions,
  type customerGroups,
  type institutionCustomerGroups,
  type institutionTouchpointGroups,
  type touchpointGroups,
} from '../../db/schema';
import { P } from '../../db/statement-cache';
import { recordAudit, type Actor } from '../audit';
import { conflict, notFound, refuseUniqueViolation } from '../http-errors';
import { likePattern, listPage, listWindow, type ListBody, type ListSpec, type RowOf } from '../list';
import { nameOptions, type OptionsQuestion } from '../name-options';
import { assertUnchanged, unchangedSince } from '../stale-record';
import { toExactIso, toIso } from '../time';
import {
  addMembers,
  assertDelta,
  listMembers,
  memberCount,
  removeMembers,
  type MemberKind,
} from './named-group-members-repository';

export type GroupTable = typeof customerGroups | typeof touchpointGroups;
/** Which institutions link which groups of one kind. */
export type GroupLinkTable = typeof institutionCustomerGroups | typeof institutionTouchpointGroups;

export interface NamedGroupBody {
  name: string;
  description?: string | null | undefined;
}
export type NamedGroupUpdate = NamedGroupBody & { updated_at: string };
type ListRequest = ListBody & { search?: string | undefined };

/** What every kind reads of a group, beside the columns it adds. */
type Row<C extends SelectedFields> = Pick<
  GroupTable['$inferSelect'],
  'id' | 'name' | 'isDefault' | 'createdAt' | 'updatedAt'
> &
  RowOf<C> & { memberCount: number };
/** The sorts a group list may offer. */
type GroupSort = 'id' | 'name' | 'member_count' | 'created_at';

/**
 * A kind of named group: `C` the columns it adds and `E` the fields it shows from them, `B` and `U`
 * its create and edit bodies, `M` a member as its member list shows one.
 */
export interface NamedGroupKind<C extends SelectedFields, E extends object, B extends NamedGroupBody, U, M> {
  table: GroupTable;
  /** The partial unique index on a live name: a create or edit that loses a race answers as the check does. */
  nameIndex: string;
  nameTaken: string;
  /** What a 404 calls a group: "Group not found.". */
  noun: string;
  auditEntity: string;
  listName: string;
  /** The list's sorts, in the order a refused sort names them. */
  sortable: readonly GroupSort[];
  /** Whether the kind has a description (a blank one is stored as null). */
  described: boolean;
  links: GroupLinkTable;
  /** Columns beside the common ones, and the fields the kind shows beside id, name, is_default and the times. */
  columns: C;
  present: (row: Row<C>) => E;
  members: MemberKind<string, never, M>;
  /** The members a create body names, and the delta an edit names. */
  created: (body: B) => readonly number[];
  delta: (body: U) => { add: readonly number[]; remove: readonly number[] };
  /** The audit fields for the members a create set and an edit added and removed. */
  audit: { created: string; added: string; removed: string };
}

/** The store of one kind of named group. */
export function namedGroups<
  C extends SelectedFields,
  E extends object,
  B extends NamedGroupBody,
  U extends NamedGroupUpdate,
  M,
>(kind: NamedGroupKind<C, E, B, U, M>) {
  const { table: groups, members } = kind;
  const count = memberCount(groups, members);
  const columns = {
    id: groups.id,
    name: groups.name,
    isDefault: groups.isDefault,
    createdAt: groups.createdAt,
    updatedAt: groups.updatedAt,
    memberCount: count,
    ...kind.columns,
  };
  const orders = { id: groups.id, name: sql`lower(${groups.name})`, member_count: count, created_at: groups.createdAt };
  const spec: ListSpec<GroupSort> = {
    // Only the kind's sorts, in its order: a sort it does not offer is refused by name.
    sortable: Object.fromEntries(kind.sortable.map((by) => [by, orders[by]])) as typeof orders,
    sortKinds: { member_count: 'int' },
    defaultSort: { by: 'id', dir: 'DESC' },
    tieBreaker: groups.id,
  };
  const nameTaken = () => conflict(kind.nameTaken, 'NAME_TAKEN');

  /** A live group of the tenant; a cached statement takes the tenant as a placeholder, never as a value. */
  const live = (tenantId: Placeholder | number) => and(eq(groups.tenantId, tenantId), isNull(groups.deletedAt));
  const present = (row: Row<C>) => ({
    id: row.id,
    name: row.name,
    ...kind.present(row),
    is_default: row.isDefault,
    created_at: toIso(row.createdAt),
    updated_at: toExactIso(row.updatedAt),
  });
  type Group = ReturnType<typeof present>;

  async function get(db: DbOrTx, tenantId: number, id: number): Promise<Group> {
    const [row] = (await db
      .select(columns)
      .from(groups)
      .where(and(live(P('tenantId')), eq(groups.id, id)))
      .limit(1)
      .execute({ tenantId })) as Row<C>[];
    if (!row) throw notFound(kind.noun);
    return present(row);
  }

  /** 404 unless `id` is a live group of the tenant (another tenant's reads as unknown). */
  async function assertGroup(db: DbOrTx, tenantId: number, id: number, lock = false): Promise<void> {
    const select = db
      .select({ id: groups.id })
      .from(groups)
      .where(and(live(P('tenantId')), eq(groups.id, id)));
    const rows = await (lock ? select.for('update') : select).execute({ tenantId });
    if (!rows[0]) throw notFound(kind.noun);
  }

  async function lock(tx: Tx, tenantId: number, id: number): Promise<Group> {
    await assertGroup(tx, tenantId, id, true);
    return get(tx, tenantId, id);
  }

  async function assertNameFree(db: DbOrTx, tenantId: number, name: string, exceptId?: number) {
    const [row] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(
        and(
          live(P('tenantId')),
          eq(sql`lower(${groups.name})`, name.toLowerCase()),
          exceptId ? ne(groups.id, exceptId) : undefined,
        ),
      )
      .limit(1)
      .execute({ tenantId });
    if (row) throw nameTaken();
  }

  const guardName = <T>(work: () => Promise<T>) => refuseUniqueViolation(kind.nameIndex, nameTaken, work);
  const described = (input: NamedGroupBody) => (kind.described ? { description: input.description || null } : {});

  return {
    get,
    assertGroup: (db: DbOrTx, tenantId: number, id: number) => assertGroup(db, tenantId, id),

    /** The group pickers: live groups by name, with how many members each reaches. */
    options(db: Db, tenantId: number, question: OptionsQuestion) {
      return nameOptions(db, question, {
        rows: () => db.select({ id: groups.id, name: groups.name, member_count: count }).from(groups).$dynamic(),
        ids: () => db.select({ id: groups.id }).from(groups).$dynamic(),
        id: groups.id,
        name: groups.name,
        scope: live(tenantId),
      });
    },

    list(db: Db, tenantId: number, body: ListRequest) {
      const filters = { tenantId, search: body.search?.trim() ? likePattern(body.search) : undefined };
      const where = () =>
        and(live(P('tenantId')), filters.search !== undefined ? ilike(groups.name, P('search')) : undefined);
      return listPage(db, {
        name: kind.listName,
        window: listWindow(body, spec),
        filters,
        from: (extra) =>
          db
            .select({ ...columns, ...extra })
            .from(groups)
            .$dynamic(),
        where,
        ids: () => db.select({ id: groups.id }).from(groups).where(where()).$dynamic(),
        present,
      });
    },

    listMembers(db: Db, tenantId: number, groupId: number, body: ListRequest) {
      return listMembers(db, members, tenantId, groupId, body, () => assertGroup(db, tenantId, groupId));
    },

    create(db: Db, actor: Actor, input: B): Promise<Group> {
      const ids = kind.created(input);
      return guardName(() =>
        db.transaction(async (tx) => {
          await assertNameFree(tx, actor.tenantId, input.name);
          await assertDelta(tx, members, actor.tenantId, ids, []);
          const [created] = await tx
            .insert(groups)
            .values({ tenantId: actor.tenantId, name: input.name, ...described(input) })
            .returning({ id: groups.id });
          await addMembers(tx, members, created!.id, ids);
          const group = await get(tx, actor.tenantId, created!.id);
          await recordAudit(tx, actor, {
            action: 'create',
            entity: kind.auditEntity,
            entityId: group.id,
            after: { ...group, [kind.audit.created]: ids },
          });
          return group;
        }),
      );
    },

    /** The name (and description) as sent, members by delta. */
    update(db: Db, actor: Actor, id: number, input: U): Promise<Group> {
      const unchanged = unchangedSince(groups.updatedAt, input.updated_at);
      const { add, remove } = kind.delta(input);
      return guardName(() =>
        db.transaction(async (tx) => {
          const before = await lock(tx, actor.tenantId, id);
          await assertNameFree(tx, actor.tenantId, input.name, id);
          await assertDelta(tx, { ...members, field: members.deltaField }, actor.tenantId, add, remove);
          const updated = await tx
            .update(groups)
            .set({ name: input.name, ...described(input), updatedAt: sql`now()` })
            .where(and(eq(groups.id, id), unchanged))
            .returning({ id: groups.id });
          assertUnchanged(updated);
          await removeMembers(tx, members, id, remove);
          await addMembers(tx, members, id, add);
          const after = await get(tx, actor.tenantId, id);
          await recordAudit(tx, actor, {
            action: 'update',
            entity: kind.auditEntity,
            entityId: id,
            before,
            after: { ...after, [kind.audit.added]: add, [kind.audit.removed]: remove },
          });
          return after;
        }),
      );
    },

    /** Soft delete, refused for the default group and for a group an institution still links. */
    async remove(db: Db, actor: Actor, id: number): Promise<void> {
      const links = kind.links;
      await db.transaction(async (tx) => {
        const before = await lock(tx, actor.tenantId, id);
        if (before.is_default) throw conflict('The default group cannot be deleted.', 'DEFAULT_RECORD');
        const linked = await tx
          .select({ name: institutions.name })
          .from(links)
          .innerJoin(institutions, eq(institutions.id, links.institutionId))
          .where(eq(links.groupId, id))
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
        await recordAudit(tx, actor, { action: 'delete', entity: kind.auditEntity, entityId: id, before });
      });
    },
  };
}
