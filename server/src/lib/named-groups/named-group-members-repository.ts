/**
 * SQL of a named group's members: records of one kind (customers, touchpoints) joined to their
 * groups by a membership table. Members are read a page at a time and changed by deltas — the ids
 * to add and the ids to remove — so two operators changing one group at once do not undo each other.
 */
import { and, eq, inArray, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { customerGroupMembers, touchpointGroupMembers } from '../../db/schema';
import { P } from '../../db/statement-cache';
import { likePattern, listWindow, readPage, type ListBody, type ListSpec, type ListWindow } from '../list';

/** A membership table: `group_id` and the member's id, one row a (group, member) pair. */
export type MembershipTable = typeof customerGroupMembers | typeof touchpointGroupMembers;
export type Membership = MembershipTable['$inferInsert'];

/** Records a delta may name: which of them are the tenant's, and how a refusal names the field and a record. */
export interface DeltaSide {
  table: PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };
  /** The tenant's records a request may name (its live ones, where records are soft-deleted). */
  ofTenant: (tenantId: Placeholder) => SQL | undefined;
  field: string;
  noun: string;
}

/** Which of `ids` are the tenant's records on the delta's side. */
export async function knownIds(db: DbOrTx, side: DeltaSide, tenantId: number, ids: readonly number[]) {
  const rows: { id: number }[] = await db
    .select({ id: side.table.id })
    .from(side.table)
    .where(and(side.ofTenant(P('tenantId')), inArray(side.table.id, [...ids])))
    .execute({ tenantId });
  return rows.map((r) => r.id);
}

/**
 * A kind of member: its records (a delta side, named by the create body's field), the membership
 * table, and how its groups' member list reads, sorts, searches and shows a member.
 */
export interface MemberKind<K extends string, R, M> extends DeltaSide {
  memberships: MembershipTable;
  /** The membership column holding the member's id. */
  member: AnyPgColumn;
  /** One membership row. */
  membership: (groupId: number, memberId: number) => Membership;
  /** An edit's delta fields, as a refusal names them. */
  deltaField: string;
  /** Whether members are soft-deleted records: a deleted one no longer counts as a member. */
  softDeleted: boolean;
  list: {
    /** The member list's name in statement keys. */
    name: string;
    /** Sorts by name (the default, A to Z) and whatever else the kind offers, the id breaking ties. */
    sortable: Record<K | 'name', AnyColumn | SQL>;
    columns: SelectedFields;
    /** Joins beyond the member's record that `columns` reads. */
    join?: (select: PgSelect) => PgSelect;
    matches: (pattern: Placeholder) => SQL | undefined;
    present: (row: R) => M;
  };
}

/**
 * How many members a group has, as a column of a select from `groups`: written with table names,
 * since drizzle leaves columns unqualified in a one-table select.
 */
export function memberCount(groups: PgTable, kind: MemberKind<string, never, unknown>): SQL<number> {
  const member = sql.identifier(kind.member.name);
  return kind.softDeleted
    ? sql<number>`(select count(*)::int from ${kind.memberships} m join ${kind.table} r on r.id = m.${member} where m.group_id = ${groups}.id and r.deleted_at is null)`
    : sql<number>`(select count(*)::int from ${kind.memberships} m where m.group_id = ${groups}.id)`;
}

/** Adds the memberships that are new; returns how many were. */
export async function addMemberships(tx: Tx, table: MembershipTable, rows: Membership[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await tx.insert(table).values(rows).onConflictDoNothing().returning({ groupId: table.groupId });
  return added.length;
}

/** Adds members to one group; returns how many were new. */
export function addMembers<R, M>(tx: Tx, kind: MemberKind<string, R, M>, groupId: number, ids: readonly number[]) {
  return addMemberships(
    tx,
    kind.memberships,
    ids.map((id) => kind.membership(groupId, id)),
  );
}

/** Removes members from one group. */
export async function removeMembers<R, M>(
  tx: Tx,
  kind: MemberKind<string, R, M>,
  groupId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(kind.memberships).where(and(eq(kind.memberships.groupId, groupId), inArray(kind.member, [...ids])));
}

/** The member list's window: by name, A to Z, unless the body sorts by what the kind offers. */
export function membersWindow<K extends string, R, M>(kind: MemberKind<K, R, M>, body: ListBody): ListWindow {
  const spec: ListSpec<K | 'name'> = {
    sortable: kind.list.sortable,
    defaultSort: { by: 'name', dir: 'ASC' },
    tieBreaker: kind.table.id,
  };
  return listWindow(body, spec);
}

/** A page of a group's members of the tenant (by offset or cursor), searchable, as rows. */
export function membersPage<K extends string, R, M>(
  db: Db,
  kind: MemberKind<K, R, M>,
  tenantId: number,
  groupId: number,
  window: ListWindow,
  search: string | undefined,
) {
  const { table: records, memberships, list } = kind;
  const filters = { tenantId, groupId, search: search?.trim() ? likePattern(search) : undefined };
  const where = () =>
    and(
      eq(memberships.groupId, P('groupId')),
      kind.ofTenant(P('tenantId')),
      filters.search !== undefined ? list.matches(P('search')) : undefined,
    );
  const joined = (select: PgSelect) => select.innerJoin(records, eq(records.id, kind.member));
  return readPage<R>(db, {
    name: list.name,
    window,
    filters,
    from: (extra) => {
      const select = joined(
        db
          .select({ ...list.columns, ...extra })
          .from(memberships)
          .$dynamic(),
      );
      return list.join ? list.join(select) : select;
    },
    where,
    ids: () =>
      joined(db.select({ id: records.id }).from(memberships).$dynamic())
        .where(where())
        .$dynamic(),
  });
}
