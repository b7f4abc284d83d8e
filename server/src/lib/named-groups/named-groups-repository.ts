/**
 * SQL of a named group of the tenant (customer groups, touchpoint groups): its live groups (soft
 * delete keeps the membership rows for the audit trail), read one at a time, by page, by name for
 * the pickers; inserted, updated on the version a form loaded, soft-deleted; and the institutions
 * that link one. A kind names its tables and the columns it adds; its service holds the rules.
 */
import { and, asc, eq, ilike, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
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
import { likePattern, listWindow, readPage, type ListBody, type ListSpec, type RowOf } from '../list';
import { tableSource } from '../list-source';
import { nameOptions, type OptionsQuestion } from '../name-options';
import { unchangedSince, updateUnchanged } from '../stale-record';
import { nameInUse, softDelete } from '../tenant-rows-repository';
import { memberCount, type MemberKind } from './named-group-members-repository';

export type GroupTable = typeof customerGroups | typeof touchpointGroups;
/** Which institutions link which groups of one kind. */
export type GroupLinkTable = typeof institutionCustomerGroups | typeof institutionTouchpointGroups;
export type GroupListRequest = ListBody & { search?: string | undefined };

/** What every kind reads of a group, beside the columns it adds. */
export type GroupRow<C extends SelectedFields> = Pick<
  GroupTable['$inferSelect'],
  'id' | 'name' | 'isDefault' | 'createdAt' | 'updatedAt'
> &
  RowOf<C> & { memberCount: number };
/** The sorts a group list may offer. */
type GroupSort = 'id' | 'name' | 'member_count' | 'created_at';

/** A group's name, and its description where the kind has one (null: none). */
export type GroupFields = { name: string; description?: string | null };

/** The tables of a kind of named group: `C` the columns it adds, `M` a member as its member list shows one. */
export interface NamedGroupTables<C extends SelectedFields, M> {
  table: GroupTable;
  /** The partial unique index on a live name, which a create or edit that loses a race violates. */
  nameIndex: string;
  listName: string;
  /** The list's sorts, in the order a refused sort names them. */
  sortable: readonly GroupSort[];
  links: GroupLinkTable;
  /** Columns beside the common ones. */
  columns: C;
  members: MemberKind<string, never, M>;
}

/** The SQL of one kind of named group. */
export function namedGroupsRepository<C extends SelectedFields, M>(kind: NamedGroupTables<C, M>) {
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

  /** A live group of the tenant; a cached statement takes the tenant as a placeholder, never as a value. */
  const live = (tenantId: Placeholder | number) => and(eq(groups.tenantId, tenantId), isNull(groups.deletedAt));

  return {
    /** The tenant's live group `id` (another tenant's reads as none). */
    async findGroup(db: DbOrTx, tenantId: number, id: number): Promise<GroupRow<C> | undefined> {
      const [row] = (await db
        .select(columns)
        .from(groups)
        .where(and(live(P('tenantId')), eq(groups.id, id)))
        .limit(1)
        .execute({ tenantId })) as GroupRow<C>[];
      return row;
    },

    /** Whether `id` is a live group of the tenant; `lock` locks its row for the transaction. */
    async groupExists(db: DbOrTx, tenantId: number, id: number, lock = false): Promise<boolean> {
      const select = db
        .select({ id: groups.id })
        .from(groups)
        .where(and(live(P('tenantId')), eq(groups.id, id)));
      const rows = await (lock ? select.for('update') : select).execute({ tenantId });
      return rows[0] !== undefined;
    },

    /** Whether another live group of the tenant has the name, case aside. */
    nameInUse: (db: DbOrTx, tenantId: number, name: string, exceptId?: number) =>
      nameInUse(db, groups, live(P('tenantId')), tenantId, name, exceptId),

    /** The group pickers: live groups by name, with how many members each reaches. */
    options(db: Db, tenantId: number, question: OptionsQuestion) {
      return nameOptions(db, question, {
        rows: (extra) =>
          db
            .select({ id: groups.id, name: groups.name, member_count: count, ...extra })
            .from(groups)
            .$dynamic(),
        ids: () => db.select({ id: groups.id }).from(groups).$dynamic(),
        id: groups.id,
        name: groups.name,
        scope: live(tenantId),
      });
    },

    /** A page of the tenant's live groups, searchable by name, as rows. */
    page(db: Db, tenantId: number, body: GroupListRequest) {
      const filters = { tenantId, search: body.search?.trim() ? likePattern(body.search) : undefined };
      const where = () =>
        and(live(P('tenantId')), filters.search !== undefined ? ilike(groups.name, P('search')) : undefined);
      return readPage<GroupRow<C>>(db, {
        name: kind.listName,
        window: listWindow(body, spec),
        filters,
        ...tableSource(db, groups, columns, where),
      });
    },

    /** The group's new id. */
    async insertGroup(tx: Tx, tenantId: number, fields: GroupFields): Promise<number> {
      const [created] = await tx
        .insert(groups)
        .values({ tenantId, ...fields })
        .returning({ id: groups.id });
      return created!.id;
    },

    /** The edit's guard: the group is still at the version its form loaded. */
    unchangedSince: (loaded: string): SQL => unchangedSince(groups.updatedAt, loaded),

    /** Updates group `id` if `unchanged` holds; the ids updated (none: changed since). */
    updateGroup(tx: Tx, id: number, fields: GroupFields, unchanged: SQL) {
      return updateUnchanged(tx, groups, and(eq(groups.id, id), unchanged), fields);
    },

    /** The names of the institutions linking group `id`, A to Z. */
    async linkingInstitutions(tx: Tx, id: number): Promise<string[]> {
      const links = kind.links;
      const linked = await tx
        .select({ name: institutions.name })
        .from(links)
        .innerJoin(institutions, eq(institutions.id, links.institutionId))
        .where(eq(links.groupId, id))
        .orderBy(asc(institutions.name));
      return linked.map((l) => l.name);
    },

    async softDeleteGroup(tx: Tx, id: number): Promise<void> {
      await softDelete(tx, groups, eq(groups.id, id));
    },
  };
}
