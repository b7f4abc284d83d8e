/** SQL for users, always scoped to the caller's tenant. */
import type { User, UserCreateBody, UserListRequest, UserUpdateBody } from '@console/shared/contracts';
import { and, eq, ilike, isNull, ne, or, sql, type Placeholder } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { roles, sessions, users } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import type { PrincipalEvents } from '../../../lib/principal-events';
import { conflict, isUniqueViolation, notFound } from '../../../lib/http-errors';
import { chosenFilter, likePattern, listPage, listWindow } from '../../../lib/list';
import { hashPassword } from '../../../lib/password';
import { assertStrongPassword } from '../../../lib/password-strength';
import { assertUnchanged, unchangedSince } from '../../../lib/stale-record';
import { toExactIso, toIso } from '../../../lib/time';
import { assertUserWrite, auditingRefusals, type UserManager } from './admin-write-rules';
import { P } from '../../../db/statement-cache';

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobile,
  roleId: users.roleId,
  roleName: roles.name,
  roleCode: roles.roleCode,
  status: users.status,
  isDefault: users.isDefault,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

function toUser(r: Row): User {
  const name = `${r.firstName} ${r.lastName}`.trim();
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    name,
    email: r.email,
    mobile: r.mobile,
    number: r.mobile,
    role_id: r.roleId,
    role: r.roleName,
    role_code: r.roleCode,
    status: r.status,
    is_default: r.isDefault,
    created_at: toIso(r.createdAt),
    updated_at: toExactIso(r.updatedAt),
  };
}

const sortable = {
  id: users.id,
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  email: sql`lower(${users.email})`,
  mobile: users.mobile,
  role: roles.name,
  status: users.status,
  created_at: users.createdAt,
};

/** A live user of the tenant placeholder: a value here would be cached into a shared statement. */
const live = (tenantId: Placeholder) => and(eq(users.tenantId, tenantId), isNull(users.deletedAt));

export async function listUsers(db: Db, tenantId: number, body: UserListRequest) {
  const filters = {
    tenantId,
    search: body.search?.trim() ? likePattern(body.search) : undefined,
    status: chosenFilter(body.status),
    roleId: chosenFilter(body.role_id),
  };
  const where = () =>
    and(
      live(P('tenantId')),
      filters.search !== undefined
        ? or(
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, P('search')),
            ilike(users.email, P('search')),
            ilike(users.mobile, P('search')),
          )
        : undefined,
      filters.status !== undefined ? eq(users.status, P('status')) : undefined,
      filters.roleId !== undefined ? eq(users.roleId, P('roleId')) : undefined,
    );
  return listPage(db, {
    name: 'users',
    window: listWindow(body, { sortable, defaultSort: { by: 'id', dir: 'DESC' }, tieBreaker: users.id }),
    filters,
    from: (extra) =>
      db
        .select({ ...columns, ...extra })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .$dynamic(),
    where,
    ids: () => db.select({ id: users.id }).from(users).where(where()).$dynamic(),
    present: toUser,
  });
}

async function findUser(db: DbOrTx, tenantId: number, id: number): Promise<User | undefined> {
  const rows = await db
    .select(columns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(live(P('tenantId')), eq(users.id, id)))
    .limit(1)
    .execute({ tenantId });
  return rows[0] && toUser(rows[0]);
}

export async function getUser(db: DbOrTx, tenantId: number, id: number): Promise<User> {
  const user = await findUser(db, tenantId, id);
  if (!user) throw notFound('User');
  return user;
}

const EMAIL_TAKEN = 'A user with this email already exists.';

/** Sign-in names a user by e-mail alone, so an e-mail is free only when no live user of any tenant has it. */
async function assertEmailFree(db: DbOrTx, email: string, exceptId?: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (rows[0]) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
}

export async function createUser(db: Db, manager: UserManager, input: UserCreateBody): Promise<User> {
  try {
    return await auditingRefusals(db, manager, { operation: 'create', userId: null, attempted: input }, async () => {
      const write = { operation: 'create', roleId: input.role_id, status: input.status } as const;
      // The rules first: a write they refuse is refused for that, whatever its password.
      await assertUserWrite(db, manager, write);
      await assertStrongPassword(input.password, [input.email, input.first_name, input.last_name]);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        await assertUserWrite(tx, manager, write);
        await assertEmailFree(tx, input.email);
        const [created] = await tx
          .insert(users)
          .values({
            tenantId: manager.tenantId,
            firstName: input.first_name.trim(),
            lastName: input.last_name.trim(),
            email: input.email.trim(),
            mobile: input.mobile,
            passwordHash,
            roleId: input.role_id,
            status: input.status ?? 1,
          })
          .returning({ id: users.id });
        const user = await getUser(tx, manager.tenantId, created!.id);
        await recordAudit(tx, manager, { action: 'create', entity: 'user', entityId: user.id, after: user });
        return user;
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw error;
  }
}

export async function updateUser(
  db: Db,
  events: PrincipalEvents,
  manager: UserManager,
  id: number,
  input: UserUpdateBody,
): Promise<User> {
  const unchanged = unchangedSince(users.updatedAt, input.updated_at);
  const check = async (tx: DbOrTx) => {
    const before = await getUser(tx, manager.tenantId, id);
    await assertUserWrite(tx, manager, { operation: 'update', before, roleId: input.role_id, status: input.status });
    return before;
  };
  try {
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
          const updated = await tx
            .update(users)
            .set({
              firstName: input.first_name.trim(),
              lastName: input.last_name.trim(),
              email: input.email.trim(),
              mobile: input.mobile,
              roleId: input.role_id,
              status,
              ...(passwordHash ? { passwordHash } : {}),
              updatedAt: sql`now()`,
            })
            .where(and(eq(users.id, id), eq(users.tenantId, manager.tenantId), unchanged))
            .returning({ id: users.id });
          assertUnchanged(updated);
          // A deactivated user, or one whose password changed, is signed out everywhere.
          if (status !== 1 || passwordHash) await revokeSessions(tx, id);
          const after = await getUser(tx, manager.tenantId, id);
          await recordAudit(tx, manager, { action: 'update', entity: 'user', entityId: id, before, after });
          return after;
        });
      },
    );
    events.emit({ tenantId: manager.tenantId, userId: id });
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw error;
  }
}

export async function deleteUser(db: Db, events: PrincipalEvents, manager: UserManager, id: number): Promise<void> {
  await auditingRefusals(db, manager, { operation: 'delete', userId: id }, () =>
    db.transaction(async (tx) => {
      const before = await getUser(tx, manager.tenantId, id);
      await assertUserWrite(tx, manager, { operation: 'delete', before });
      if (before.is_default) throw conflict('The default user cannot be deleted.', 'DEFAULT_RECORD');
      // Soft delete: the audit trail and past sessions keep pointing at a real row.
      await tx
        .update(users)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, id));
      await revokeSessions(tx, id);
      await recordAudit(tx, manager, { action: 'delete', entity: 'user', entityId: id, before });
    }),
  );
  events.emit({ tenantId: manager.tenantId, userId: id });
}

async function revokeSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
