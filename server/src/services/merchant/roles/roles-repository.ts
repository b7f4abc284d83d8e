/** SQL for roles and their permission sets, scoped to the caller's tenant. */
import type { PlainOptionsRequest } from '@console/shared/contracts';
import { ADMIN_ROLE_CODE } from '@console/shared/contracts/permissions';
import { and, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { roles, users } from '../../../db/schema';
import { likePattern, listWindow, readPage, type ListBody } from '../../../lib/list';
import { tableSource } from '../../../lib/list-source';
import { unchangedSince, updateUnchanged } from '../../../lib/stale-record';
import { P } from '../../../db/statement-cache';
import { tableOptions } from '../../../lib/name-options';
import * as tenantRowsRepo from '../../../lib/tenant-rows-repository';

/**
 * Live users holding the role. The subquery names its own alias and the outer table: Drizzle
 * writes columns of a one-table select unqualified, and an unqualified "id" inside the subquery
 * would be the user's id, not the role's.
 */
const userCount = sql<number>`(select count(*)::int from ${users} u where u.role_id = ${roles}.id and u.deleted_at is null)`;

const columns = {
  id: roles.id,
  name: roles.name,
  roleCode: roles.roleCode,
  permissions: roles.permissions,
  isDefault: roles.isDefault,
  userCount,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};
/** A role row with how many live users hold it. */
export type RoleRow = {
  id: number;
  name: string;
  roleCode: string;
  permissions: string[];
  isDefault: boolean;
  userCount: number;
  createdAt: string;
  updatedAt: string;
};

const sortable = {
  id: roles.id,
  name: sql`lower(${roles.name})`,
  role_code: roles.roleCode,
  created_at: roles.createdAt,
};

/** The user form's Role picker: roles by name. */
export function roleNameOptions(db: Db, tenantId: number, body: PlainOptionsRequest) {
  return tableOptions(db, body, roles, eq(roles.tenantId, tenantId));
}

/** One page of the tenant's roles, searched and sorted as the body asks, with its pagination. */
export async function rolesPage(db: Db, tenantId: number, body: ListBody & { search?: string | undefined }) {
  const filters = { tenantId, search: body.search?.trim() ? likePattern(body.search) : undefined };
  const where = () =>
    and(
      eq(roles.tenantId, P('tenantId')),
      filters.search !== undefined ? or(ilike(roles.name, P('search')), ilike(roles.roleCode, P('search'))) : undefined,
    );
  return readPage<RoleRow>(db, {
    name: 'roles',
    window: listWindow(body, { sortable, defaultSort: { by: 'name', dir: 'ASC' }, tieBreaker: roles.id }),
    filters,
    ...tableSource(db, roles, columns, where),
  });
}

/** The tenant's role `id`, or undefined. */
export async function findRole(db: DbOrTx, tenantId: number, id: number): Promise<RoleRow | undefined> {
  const rows = await db
    .select(columns)
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)))
    .limit(1);
  return rows[0];
}

/** Inserts a role; its id. */
export async function insertRole(
  db: DbOrTx,
  values: { tenantId: number; name: string; roleCode: string; permissions: string[] },
): Promise<number> {
  const [created] = await db.insert(roles).values(values).returning({ id: roles.id });
  return created!.id;
}

/** The WHERE term of a role edit: the row is still at the `updated_at` the client loaded (400 when malformed). */
export const roleUnchangedSince = (loaded: string): SQL => unchangedSince(roles.updatedAt, loaded);

/** Updates the tenant's role `id` if `unchanged` holds; the ids updated (none: changed since). */
export function updateRoleRow(
  db: DbOrTx,
  tenantId: number,
  id: number,
  unchanged: SQL,
  changes: { name: string; roleCode: string; permissions: string[] },
): Promise<{ id: number }[]> {
  return updateUnchanged(db, roles, and(eq(roles.id, id), eq(roles.tenantId, tenantId), unchanged), changes);
}

/** Live users holding role `id`. */
export const liveUsersOfRole = (db: DbOrTx, id: number) =>
  tenantRowsRepo.countRows(db, users, and(eq(users.roleId, id), isNull(users.deletedAt)));

/** The id of the tenant's company admin role, or undefined. */
export async function adminRoleId(db: DbOrTx, tenantId: number): Promise<number | undefined> {
  const [admin] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.roleCode, ADMIN_ROLE_CODE)));
  return admin?.id;
}

/** Hands every user of role `fromId` (the deleted ones included) to role `toId`. */
export async function reassignRoleUsers(db: DbOrTx, fromId: number, toId: number): Promise<void> {
  await db.update(users).set({ roleId: toId }).where(eq(users.roleId, fromId));
}

export async function deleteRoleRow(db: DbOrTx, tenantId: number, id: number): Promise<void> {
  await db.delete(roles).where(and(eq(roles.id, id), eq(roles.tenantId, tenantId)));
}
