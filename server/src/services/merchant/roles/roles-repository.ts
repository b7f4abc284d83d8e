/** SQL for roles and their permission sets, scoped to the caller's tenant. */
import type { PlainOptionsRequest, Role, RoleBody, RoleUpdateBody } from '@console/shared/contracts';
import { ADMIN_ROLE_CODE, PERMISSIONS } from '@console/shared/contracts/permissions';
import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { roles, users } from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import type { PrincipalEvents } from '../../../lib/principal-events';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../../lib/http-errors';
import { likePattern, listPage, listWindow, type ListBody } from '../../../lib/list';
import { assertUnchanged, unchangedSince } from '../../../lib/stale-record';
import { toExactIso, toIso } from '../../../lib/time';
import { P } from '../../../db/statement-cache';
import { nameOptions } from '../../../lib/name-options';

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
type Row = {
  id: number;
  name: string;
  roleCode: string;
  permissions: string[];
  isDefault: boolean;
  userCount: number;
  createdAt: string;
  updatedAt: string;
};

function toRole(r: Row): Role {
  return {
    id: r.id,
    name: r.name,
    role_code: r.roleCode,
    // The admin role holds every code, whatever its row says.
    permissions: r.roleCode === ADMIN_ROLE_CODE ? [...PERMISSIONS] : r.permissions,
    is_default: r.isDefault || r.roleCode === ADMIN_ROLE_CODE,
    user_count: Number(r.userCount),
    created_at: toIso(r.createdAt),
    updated_at: toExactIso(r.updatedAt),
  };
}

const sortable = {
  id: roles.id,
  name: sql`lower(${roles.name})`,
  role_code: roles.roleCode,
  created_at: roles.createdAt,
};

/** The user form's Role picker: roles by name. */
export function roleOptions(db: Db, tenantId: number, body: PlainOptionsRequest) {
  return nameOptions(db, body, {
    rows: () => db.select({ id: roles.id, name: roles.name }).from(roles).$dynamic(),
    ids: () => db.select({ id: roles.id }).from(roles).$dynamic(),
    id: roles.id,
    name: roles.name,
    scope: eq(roles.tenantId, tenantId),
  });
}

export async function listRoles(db: Db, tenantId: number, body: ListBody & { search?: string | undefined }) {
  const filters = { tenantId, search: body.search?.trim() ? likePattern(body.search) : undefined };
  const where = () =>
    and(
      eq(roles.tenantId, P('tenantId')),
      filters.search !== undefined ? or(ilike(roles.name, P('search')), ilike(roles.roleCode, P('search'))) : undefined,
    );
  return listPage(db, {
    name: 'roles',
    window: listWindow(body, { sortable, defaultSort: { by: 'name', dir: 'ASC' }, tieBreaker: roles.id }),
    filters,
    from: (extra) =>
      db
        .select({ ...columns, ...extra })
        .from(roles)
        .$dynamic(),
    where,
    ids: () => db.select({ id: roles.id }).from(roles).where(where()).$dynamic(),
    present: toRole,
  });
}

export async function getRole(db: DbOrTx, tenantId: number, id: number): Promise<Role> {
  const rows = await db
    .select(columns)
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)))
    .limit(1);
  if (!rows[0]) throw notFound('Role');
  return toRole(rows[0]);
}

/** "Shift Supervisor" → "ROLE_SHIFT_SUPERVISOR". */
function roleCodeFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  return `ROLE_${slug || 'CUSTOM'}`.slice(0, 64);
}

const TAKEN = 'A role with this name or code already exists.';

export async function createRole(db: Db, actor: Actor, input: RoleBody): Promise<Role> {
  const roleCode = input.role_code ?? roleCodeFromName(input.name);
  if (roleCode === ADMIN_ROLE_CODE) throw conflict(TAKEN, 'ROLE_TAKEN');
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(roles)
        .values({ tenantId: actor.tenantId, name: input.name.trim(), roleCode, permissions: [...input.permissions] })
        .returning({ id: roles.id });
      const role = await getRole(tx, actor.tenantId, created!.id);
      await recordAudit(tx, actor, { action: 'create', entity: 'role', entityId: role.id, after: role });
      return role;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TAKEN, 'ROLE_TAKEN');
    throw error;
  }
}

export async function updateRole(
  db: Db,
  events: PrincipalEvents,
  actor: Actor,
  id: number,
  input: RoleUpdateBody,
): Promise<Role> {
  const unchanged = unchangedSince(roles.updatedAt, input.updated_at);
  try {
    const role = await db.transaction(async (tx) => {
      const before = await getRole(tx, actor.tenantId, id);
      const isAdminRole = before.role_code === ADMIN_ROLE_CODE;
      if (input.role_code && input.role_code !== before.role_code) {
        if (isAdminRole || input.role_code === ADMIN_ROLE_CODE) {
          throw conflict('The company admin role code cannot be changed or taken.', 'ADMIN_ROLE');
        }
      }
      if (isAdminRole && PERMISSIONS.some((code) => !input.permissions.includes(code))) {
        throw badRequest('The company admin role always holds every permission.', 'ADMIN_ROLE');
      }
      const updated = await tx
        .update(roles)
        .set({
          name: input.name.trim(),
          roleCode: input.role_code ?? before.role_code,
          permissions: isAdminRole ? [...PERMISSIONS] : [...input.permissions],
          updatedAt: sql`now()`,
        })
        .where(and(eq(roles.id, id), eq(roles.tenantId, actor.tenantId), unchanged))
        .returning({ id: roles.id });
      assertUnchanged(updated);
      const after = await getRole(tx, actor.tenantId, id);
      await recordAudit(tx, actor, { action: 'update', entity: 'role', entityId: id, before, after });
      return after;
    });
    events.emit({ tenantId: actor.tenantId, roleId: id });
    return role;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TAKEN, 'ROLE_TAKEN');
    throw error;
  }
}

export async function deleteRole(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getRole(tx, actor.tenantId, id);
    if (before.role_code === ADMIN_ROLE_CODE) throw conflict('The company admin role cannot be deleted.', 'ADMIN_ROLE');
    if (before.is_default) throw conflict('A default role cannot be deleted.', 'DEFAULT_RECORD');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.roleId, id), isNull(users.deletedAt)));
    if (Number(n) > 0) {
      throw conflict(
        `This role is assigned to ${n} user${Number(n) === 1 ? '' : 's'}; assign them another role first.`,
        'ROLE_IN_USE',
      );
    }
    // Deleted users keep their role reference for the audit trail: hand them to the admin role.
    const [admin] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, actor.tenantId), eq(roles.roleCode, ADMIN_ROLE_CODE)));
    if (admin) await tx.update(users).set({ roleId: admin.id }).where(eq(users.roleId, id));
    await tx.delete(roles).where(and(eq(roles.id, id), eq(roles.tenantId, actor.tenantId)));
    await recordAudit(tx, actor, { action: 'delete', entity: 'role', entityId: id, before });
  });
}
