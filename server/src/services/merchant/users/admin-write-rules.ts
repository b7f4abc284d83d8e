/**
 * Who may write which user (README "Admin write rules"). Holding PERM_VIEW_USERS_LIST lets a
 * role manage users, not administer the company:
 *  - only ROLE_COMPANY_ADMIN gives or takes away the ROLE_COMPANY_ADMIN role;
 *  - only ROLE_COMPANY_ADMIN changes (e-mail, password, status, role, anything) or deletes an admin;
 *  - nobody changes their own role or status.
 * A refusal is a 403 and is audited (`refused`), outside the transaction it rolled back.
 */
import type { Db } from '../../../db/client';
import { recordAudit, type Actor } from '../../../lib/audit';
import { HttpError } from '../../../lib/http-errors';

/** The caller of a user write: who they are and whether they are a company admin. */
export interface UserManager extends Actor {
  userId: number;
  isAdmin: boolean;
}

class RefusedWrite extends HttpError {
  constructor(message: string, code: string) {
    super(403, message, code);
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
} as const;

/** The rule `write` breaks for `manager`, or null when it is allowed. */
export function refusalOf(manager: UserManager, write: UserWrite): RefusedWrite | null {
  const { target, next } = write;
  if (!manager.isAdmin) {
    if (target?.isAdmin) return new RefusedWrite(REFUSALS.TOUCH_ADMIN, 'ADMIN_ONLY');
    if (next?.isAdmin) return new RefusedWrite(REFUSALS.GRANT_ADMIN, 'ADMIN_ONLY');
  }
  if (write.operation === 'update' && target && next && target.id === manager.userId) {
    if (next.roleId !== target.roleId || next.status !== target.status) {
      return new RefusedWrite(REFUSALS.SELF_ROLE_OR_STATUS, 'SELF_ROLE_OR_STATUS');
    }
  }
  return null;
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
