/**
 * The users use cases: the list and a user as the wire shows them, and the audited writes under
 * the admin write rules (admin-write-rules.ts), their passwords judged and hashed.
 */
import type { User, UserCreateBody, UserListRequest, UserUpdateBody } from '@console/shared/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { auditCreate, auditUpdate, recordAudit } from '../../../lib/audit';
import { presentPage } from '../../../lib/list';
import type { PrincipalEvents } from '../../../lib/principal-events';
import { conflict, foundOr404, refuseUniqueViolation } from '../../../lib/http-errors';
import { hashPassword } from '../../../lib/password';
import { assertStrongPassword } from '../../../lib/password-strength';
import { assertUnchanged } from '../../../lib/stale-record';
import { recordTimes } from '../../../lib/time';
import { fullName, snakeFields } from '../../../lib/wire';
import { assertUserWrite, auditingRefusals, type UserManager } from './admin-write-rules';
import * as repo from './users-repository';

function toUser(r: repo.UserRow): User {
  return {
    ...snakeFields(r, 'id firstName lastName email mobile roleId roleCode status isDefault'),
    name: fullName(r),
    number: r.mobile,
    role: r.roleName,
    ...recordTimes(r),
  };
}

export async function listUsers(db: Db, tenantId: number, body: UserListRequest) {
  return presentPage(await repo.usersPage(db, tenantId, body), toUser);
}

export async function getUser(db: DbOrTx, tenantId: number, id: number): Promise<User> {
  return toUser(foundOr404(await repo.findUser(db, tenantId, id), 'User'));
}

const EMAIL_TAKEN = 'A user with this email already exists.';

/** Sign-in names a user by e-mail alone, so an e-mail is free only when no live user of any tenant has it. */
async function assertEmailFree(db: DbOrTx, email: string, exceptId?: number) {
  if (await repo.emailInUse(db, email, exceptId)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
}

/** Two saves of one e-mail at the same moment: the loser hears the same 409. */
const guardEmail = <T>(work: () => Promise<T>) =>
  refuseUniqueViolation(undefined, () => conflict(EMAIL_TAKEN, 'EMAIL_TAKEN'), work);

export async function createUser(db: Db, manager: UserManager, input: UserCreateBody): Promise<User> {
  return guardEmail(() =>
    auditingRefusals(db, manager, { operation: 'create', userId: null, attempted: input }, async () => {
      const write = { operation: 'create', roleId: input.role_id, status: input.status } as const;
      // The rules first: a write they refuse is refused for that, whatever its password.
      await assertUserWrite(db, manager, write);
      await assertStrongPassword(input.password, [input.email, input.first_name, input.last_name]);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        await assertUserWrite(tx, manager, write);
        await assertEmailFree(tx, input.email);
        const id = await repo.insertUser(tx, {
          tenantId: manager.tenantId,
          firstName: input.first_name.trim(),
          lastName: input.last_name.trim(),
          email: input.email.trim(),
          mobile: input.mobile,
          passwordHash,
          roleId: input.role_id,
          status: input.status ?? 1,
        });
        return auditCreate(tx, manager, 'user', await getUser(tx, manager.tenantId, id));
      });
    }),
  );
}

export async function updateUser(
  db: Db,
  events: PrincipalEvents,
  manager: UserManager,
  id: number,
  input: UserUpdateBody,
): Promise<User> {
  // First of all: a malformed updated_at is refused (400) before any rule is read.
  const unchanged = repo.userUnchangedSince(input.updated_at);
  const check = async (tx: DbOrTx) => {
    const before = await getUser(tx, manager.tenantId, id);
    await assertUserWrite(tx, manager, { operation: 'update', before, roleId: input.role_id, status: input.status });
    return before;
  };
  return guardEmail(async () => {
    const user = await auditingRefusals(
      db,
      manager,
      { operation: 'update', userId: id, attempted: input },
      async () => {
        // The rules first (a manager's weak password for an admin is refused as ADMIN_ONLY), then
        // the password's strength and its slow hash outside the transaction, then the rules again
        // inside it, where they hold until the write commits.
        await check(db);
        if (input.password)
          await assertStrongPassword(input.password, [input.email, input.first_name, input.last_name]);
        const passwordHash = input.password ? await hashPassword(input.password) : undefined;
        return db.transaction(async (tx) => {
          const before = await check(tx);
          const status = input.status ?? before.status;
          await assertEmailFree(tx, input.email, id);
          const updated = await repo.updateUserRow(tx, manager.tenantId, id, unchanged, {
            firstName: input.first_name.trim(),
            lastName: input.last_name.trim(),
            email: input.email.trim(),
            mobile: input.mobile,
            roleId: input.role_id,
            status,
            ...(passwordHash ? { passwordHash } : {}),
          });
          assertUnchanged(updated);
          // A deactivated user, or one whose password changed, is signed out everywhere.
          if (status !== 1 || passwordHash) await repo.revokeSessions(tx, id);
          return auditUpdate(tx, manager, 'user', before, await getUser(tx, manager.tenantId, id));
        });
      },
    );
    events.emit({ tenantId: manager.tenantId, userId: id });
    return user;
  });
}

export async function deleteUser(db: Db, events: PrincipalEvents, manager: UserManager, id: number): Promise<void> {
  await auditingRefusals(db, manager, { operation: 'delete', userId: id }, () =>
    db.transaction(async (tx) => {
      const before = await getUser(tx, manager.tenantId, id);
      await assertUserWrite(tx, manager, { operation: 'delete', before });
      if (before.is_default) throw conflict('The default user cannot be deleted.', 'DEFAULT_RECORD');
      await repo.softDeleteUser(tx, id);
      await repo.revokeSessions(tx, id);
      await recordAudit(tx, manager, { action: 'delete', entity: 'user', entityId: id, before });
    }),
  );
  events.emit({ tenantId: manager.tenantId, userId: id });
}
