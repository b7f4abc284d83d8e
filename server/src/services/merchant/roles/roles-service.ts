/**
 * The roles use cases: the list, the picker and a role as the wire shows them, and the audited
 * writes that keep the company admin role whole.
 */
import type { PlainOptionsRequest, Role, RoleBody, RoleUpdateBody } from '@console/shared/contracts';
import { ADMIN_ROLE_CODE, PERMISSIONS } from '@console/shared/contracts/permissions';
import type { Db, DbOrTx } from '../../../db/client';
import { auditCreate, auditUpdate, recordAudit, type Actor } from '../../../lib/audit';
import type { PrincipalEvents } from '../../../lib/principal-events';
import { badRequest, conflict, foundOr404, refuseUniqueViolation } from '../../../lib/http-errors';
import { presentPage, type ListBody } from '../../../lib/list';
import { assertUnchanged } from '../../../lib/stale-record';
import { recordTimes } from '../../../lib/time';
import { snakeFields } from '../../../lib/wire';
import * as repo from './roles-repository';

function toRole(r: repo.RoleRow): Role {
  return {
    ...snakeFields(r, 'id name roleCode'),
    // The admin role holds every code, whatever its row says.
    permissions: r.roleCode === ADMIN_ROLE_CODE ? [...PERMISSIONS] : r.permissions,
    is_default: r.isDefault || r.roleCode === ADMIN_ROLE_CODE,
    user_count: Number(r.userCount),
    ...recordTimes(r),
  };
}

/** The user form's Role picker: roles by name. */
export function roleOptions(db: Db, tenantId: number, body: PlainOptionsRequest) {
  return repo.roleNameOptions(db, tenantId, body);
}

export async function listRoles(db: Db, tenantId: number, body: ListBody & { search?: string | undefined }) {
  return presentPage(await repo.rolesPage(db, tenantId, body), toRole);
}

export async function getRole(db: DbOrTx, tenantId: number, id: number): Promise<Role> {
  return toRole(foundOr404(await repo.findRole(db, tenantId, id), 'Role'));
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

/** Two saves of one name or code at the same moment: the loser hears the same 409. */
const guardTaken = <T>(work: () => Promise<T>) =>
  refuseUniqueViolation(undefined, () => conflict(TAKEN, 'ROLE_TAKEN'), work);

export async function createRole(db: Db, actor: Actor, input: RoleBody): Promise<Role> {
  const roleCode = input.role_code ?? roleCodeFromName(input.name);
  if (roleCode === ADMIN_ROLE_CODE) throw conflict(TAKEN, 'ROLE_TAKEN');
  return guardTaken(() =>
    db.transaction(async (tx) => {
      const id = await repo.insertRole(tx, {
        tenantId: actor.tenantId,
        name: input.name.trim(),
        roleCode,
        permissions: [...input.permissions],
      });
      return auditCreate(tx, actor, 'role', await getRole(tx, actor.tenantId, id));
    }),
  );
}

export async function updateRole(
  db: Db,
  events: PrincipalEvents,
  actor: Actor,
  id: number,
  input: RoleUpdateBody,
): Promise<Role> {
  // First of all: a malformed updated_at is refused (400) before the role is read.
  const unchanged = repo.roleUnchangedSince(input.updated_at);
  return guardTaken(async () => {
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
      const updated = await repo.updateRoleRow(tx, actor.tenantId, id, unchanged, {
        name: input.name.trim(),
        roleCode: input.role_code ?? before.role_code,
        permissions: isAdminRole ? [...PERMISSIONS] : [...input.permissions],
      });
      assertUnchanged(updated);
      return auditUpdate(tx, actor, 'role', before, await getRole(tx, actor.tenantId, id));
    });
    events.emit({ tenantId: actor.tenantId, roleId: id });
    return role;
  });
}

export async function deleteRole(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getRole(tx, actor.tenantId, id);
    if (before.role_code === ADMIN_ROLE_CODE) throw conflict('The company admin role cannot be deleted.', 'ADMIN_ROLE');
    if (before.is_default) throw conflict('A default role cannot be deleted.', 'DEFAULT_RECORD');
    const n = await repo.liveUsersOfRole(tx, id);
    if (Number(n) > 0) {
      throw conflict(
        `This role is assigned to ${n} user${Number(n) === 1 ? '' : 's'}; assign them another role first.`,
        'ROLE_IN_USE',
      );
    }
    // Deleted users keep their role reference for the audit trail: hand them to the admin role.
    const adminId = await repo.adminRoleId(tx, actor.tenantId);
    if (adminId !== undefined) await repo.reassignRoleUsers(tx, id, adminId);
    await repo.deleteRoleRow(tx, actor.tenantId, id);
    await recordAudit(tx, actor, { action: 'delete', entity: 'role', entityId: id, before });
  });
}
