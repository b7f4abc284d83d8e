/**
 * SQL of institutions: a name and the customer groups and touchpoint groups it links, all of its
 * own tenant. Links change by delta; delete is soft and drops the links.
 */
import type {
  GroupLink,
  GroupOptionsRequest,
  InstitutionListRequest,
  INSTITUTION_SORTABLE,
} from '@console/shared/contracts';
import { and, eq, ilike, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import {
  customerGroups,
  institutionCustomerGroups as customerLinks,
  institutions,
  institutionTouchpointGroups as touchpointLinks,
  touchpointGroups,
} from '../../../db/schema';
import { likePattern, listWindow, readPage, type ListSpec, type RowOf } from '../../../lib/list';
import { unchangedSince, updateUnchanged } from '../../../lib/stale-record';
import { P } from '../../../db/statement-cache';
import { missingLiveIds } from '../../../lib/live-records';
import { tableOptions } from '../../../lib/name-options';
import { tableSource } from '../../../lib/list-source';
import * as tenantRowsRepo from '../../../lib/tenant-rows-repository';

/** The live groups an institution links, by name, as a JSON array of `{ id, name }`. */
const linked = (
  links: typeof customerLinks | typeof touchpointLinks,
  groups: typeof customerGroups | typeof touchpointGroups,
) =>
  sql<
    GroupLink[] | string
  >`coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by lower(g.name), g.id)
    from ${links} l join ${groups} g on g.id = l.group_id
    where l.institution_id = ${institutions}.id and g.deleted_at is null), '[]'::json)`;

const columns = {
  id: institutions.id,
  name: institutions.name,
  createdAt: institutions.createdAt,
  updatedAt: institutions.updatedAt,
  customerGroups: linked(customerLinks, customerGroups),
  touchpointGroups: linked(touchpointLinks, touchpointGroups),
};
/** An institution with its linked groups (a JSON array, or its text on a driver that sends text). */
export type InstitutionRow = RowOf<typeof columns>;

const spec: ListSpec<(typeof INSTITUTION_SORTABLE)[number]> = {
  sortable: { id: institutions.id, name: sql`lower(${institutions.name})`, created_at: institutions.createdAt },
  defaultSort: { by: 'id', dir: 'DESC' },
  tieBreaker: institutions.id,
};

/** A live institution of the tenant placeholder: a value here would be cached into a shared statement. */
const liveInstitution = (tenantId: Placeholder) =>
  and(eq(institutions.tenantId, tenantId), isNull(institutions.deletedAt));

/** One page of the tenant's live institutions, searched and sorted as the body asks, with its pagination. */
export async function institutionsPage(db: Db, tenantId: number, body: InstitutionListRequest) {
  const filters = { tenantId, search: body.search?.trim() ? likePattern(body.search) : undefined };
  const where = () =>
    and(
      liveInstitution(P('tenantId')),
      filters.search !== undefined ? ilike(institutions.name, P('search')) : undefined,
    );
  return readPage<InstitutionRow>(db, {
    name: 'institutions',
    window: listWindow(body, spec),
    filters,
    ...tableSource(db, institutions, columns, where),
  });
}

/** The tenant's live institution `id`, or undefined. */
export async function findInstitution(db: DbOrTx, tenantId: number, id: number): Promise<InstitutionRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(institutions)
    .where(and(liveInstitution(P('tenantId')), eq(institutions.id, id)))
    .limit(1)
    .execute({ tenantId });
  return row;
}

/** Which groups an institution's picker searches. */
export type GroupKind = 'customer' | 'touchpoint';

const KINDS = {
  customer: { table: customerGroups, links: customerLinks },
  touchpoint: { table: touchpointGroups, links: touchpointLinks },
} as const;

/** The form's pickers: live groups of the tenant by name, or the names of the ids asked for. */
export function groupNameOptions(db: Db, tenantId: number, kind: GroupKind, body: GroupOptionsRequest) {
  const table = KINDS[kind].table;
  return tableOptions(db, body, table, and(eq(table.tenantId, tenantId), isNull(table.deletedAt)));
}

/** Those of `ids` that are not live groups of the tenant (another tenant's group reads as unknown). */
export function missingGroupIds(db: DbOrTx, kind: GroupKind, tenantId: number, ids: readonly number[]) {
  return missingLiveIds(db, KINDS[kind].table, tenantId, ids);
}

/** Removes then adds an institution's links to groups of one kind. */
export async function applyGroupLinks(
  tx: Tx,
  institutionId: number,
  kind: GroupKind,
  delta: { add: number[]; remove: number[] },
) {
  const table = KINDS[kind].links;
  if (delta.remove.length > 0)
    await tx.delete(table).where(and(eq(table.institutionId, institutionId), inArray(table.groupId, delta.remove)));
  if (delta.add.length > 0)
    await tx
      .insert(table)
      .values(delta.add.map((groupId) => ({ institutionId, groupId })))
      .onConflictDoNothing();
}

/** Whether a live institution of the tenant other than `exceptId` has this name (case aside). */
export const institutionNameInUse = (db: DbOrTx, tenantId: number, name: string, exceptId?: number) =>
  tenantRowsRepo.nameInUse(db, institutions, liveInstitution(P('tenantId')), tenantId, name, exceptId);

/** Inserts an institution; its id. */
export async function insertInstitution(tx: Tx, tenantId: number, name: string): Promise<number> {
  const [created] = await tx.insert(institutions).values({ tenantId, name }).returning({ id: institutions.id });
  return created!.id;
}

/** Locks the tenant's live institution `id` for the transaction; false when there is none. */
export async function lockInstitutionRow(tx: Tx, tenantId: number, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(liveInstitution(P('tenantId')), eq(institutions.id, id)))
    .for('update')
    .execute({ tenantId });
  return rows[0] !== undefined;
}

/** The WHERE term of an institution edit: the row is still at the `updated_at` the client loaded (400 when malformed). */
export const institutionUnchangedSince = (loaded: string): SQL => unchangedSince(institutions.updatedAt, loaded);

/** Renames institution `id` if `unchanged` holds; the ids updated (none: changed since). */
export function updateInstitutionRow(tx: Tx, id: number, unchanged: SQL, name: string): Promise<{ id: number }[]> {
  return updateUnchanged(tx, institutions, and(eq(institutions.id, id), unchanged), { name });
}

/** Soft delete: the institution leaves every list and its links go, so its groups are free again. */
export async function softDeleteInstitution(tx: Tx, id: number): Promise<void> {
  await tx.delete(customerLinks).where(eq(customerLinks.institutionId, id));
  await tx.delete(touchpointLinks).where(eq(touchpointLinks.institutionId, id));
  await tenantRowsRepo.softDelete(tx, institutions, eq(institutions.id, id));
}
