/**
 * Who may write which user (README "Admin write rules"). Holding PERM_VIEW_USERS_LIST lets a
 * role manage users, not administer the company:
 *  - only ROLE_COMPANY_ADMIN gives or takes away the ROLE_COMPANY_ADMIN role;
 *  - only ROLE_COMPANY_ADMIN changes (e-mail, password, status, role, anything) or deletes an admin;
 *  - nobody changes their own role or status, and nobody deletes themselves;
 *  - the company keeps at least one active admin.
 * A refusal (403, or 409 for the last two) is audited (`refused`), outside the transaction it
 * rolled back.
 */
import { ADMIN_ROLE_CODE } from '@console/shared/contracts/permissions';
import type { User } from '@console/shared/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit, type Actor } from '../../../lib/audit';
import { badRequest, HttpError } from '../../../lib/http-errors';
import * as adminsRepo from './admins-repository';

/** The caller of a user write: who they are and whether they are a company admin. */
export interface UserManager extends Actor {
  userId: number;
  isAdmin: boolean;
}

class RefusedWrite extends HttpError {
  constructor(status: 403 | 409, message: string, code: string) {
    super(status, message, code);
  }
}

export interface UserWrite {
  operation: 'create' | 'update' | 'delete';
  /** The user written; undefined on create. */
  target?: { id: number; isAdmin: boolean; roleId: number; status: number } | undefined;
  /** The role and status the write would leave (create/update). */
  next?: { roleId: number; isAdmin: boolean; status: number } | undefined;
}

const REFUSALS = {
  GRANT_ADMIN: 'Only a company admin can give or remove the company admin role.',
  TOUCH_ADMIN: 'Only a company admin can change or delete a company admin.',
  SELF_ROLE_OR_STATUS: 'You cannot change your own role or status.',
  SELF_DELETE: 'You cannot delete your own account.',
  LAST_ADMIN: 'The company must keep at least one active admin.',
} as const;

/** The rule `write` breaks for `manager`, or null when it is allowed. */
export function refusalOf(manager: UserManager, write: UserWrite): RefusedWrite | null {
  const { target, next } = write;
  if (write.operation === 'delete' && target?.id === manager.userId) {
    return new RefusedWrite(409, REFUSALS.SELF_DELETE, 'SELF_DELETE');
  }
  if (!manager.isAdmin) {
    if (target?.isAdmin) return new RefusedWrite(403, REFUSALS.TOUCH_ADMIN, 'ADMIN_ONLY');
    if (next?.isAdmin) return new RefusedWrite(403, REFUSALS.GRANT_ADMIN, 'ADMIN_ONLY');
  }
  if (write.operation === 'update' && target && next && target.id === manager.userId) {
    if (next.roleId !== target.roleId || next.status !== target.status) {
      return new RefusedWrite(403, REFUSALS.SELF_ROLE_OR_STATUS, 'SELF_ROLE_OR_STATUS');
    }
  }
  return null;
}

/** The tenant's role a write gives; 400 when `roleId` is not one. */
async function givenRole(db: DbOrTx, tenantId: number, roleId: number) {
  const role = await adminsRepo.roleOfTenant(db, tenantId, roleId);
  if (!role) throw badRequest('role_id does not name a role of your company.', 'UNKNOWN_ROLE');
  return role;
}

/**
 * Checks a write against every rule above, reading the role it gives and the company's admins;
 * throws the refusal. `before` is the user written (update, delete), `roleId` and `status` what
 * the write asks for (create, update). Runs before a password is judged or hashed, so a refused
 * write is refused for the rule it breaks, and again inside the write's transaction.
 */
export async function assertUserWrite(
  db: DbOrTx,
  manager: UserManager,
  write: { operation: UserWrite['operation']; before?: User; roleId?: number; status?: number | undefined },
): Promise<void> {
  const { operation, before } = write;
  const role = write.roleId === undefined ? undefined : await givenRole(db, manager.tenantId, write.roleId);
  const target = before && {
    id: before.id,
    isAdmin: before.role_code === ADMIN_ROLE_CODE,
    roleId: before.role_id,
    status: before.status,
  };
  const next = role && {
    roleId: role.id,
    isAdmin: role.roleCode === ADMIN_ROLE_CODE,
    status: write.status ?? before?.status ?? 1,
  };
  const refused = refusalOf(manager, { operation, target, next });
  if (refused) throw refused;
  const losesAdmin = target?.isAdmin && (operation === 'delete' || !next?.isAdmin || next.status !== 1);
  if (target && losesAdmin && (await adminsRepo.otherActiveAdmins(db, manager.tenantId, target.id)) === 0) {
    throw new RefusedWrite(409, REFUSALS.LAST_ADMIN, 'LAST_ADMIN');
  }
}

/**
 * Runs a user write; when it is refused by a rule above, records who tried what before the
 * refusal reaches the caller. `attempted` is what was asked for (passwords are scrubbed).
 */
export async function auditingRefusals<T>(
  db: Db,
  manager: UserManager,
  attempt: { operation: UserWrite['operation']; userId: number | null; attempted?: unknown },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RefusedWrite) {
      await recordAudit(db, manager, {
        action: 'refused',
        entity: 'user',
        entityId: attempt.userId,
        after: { operation: attempt.operation, rule: error.code, attempted: attempt.attempted ?? null },
      });
    }
    throw error;
  }
}
