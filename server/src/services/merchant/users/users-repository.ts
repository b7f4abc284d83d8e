/** SQL for users, always scoped to the caller's tenant. */
import type { UserListRequest } from '@console/shared/contracts';
import { and, eq, ilike, isNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { roles, sessions, users } from '../../../db/schema';
import { chosenFilter, likePattern, listWindow, readPage } from '../../../lib/list';
import { unchangedSince, updateUnchanged } from '../../../lib/stale-record';
import { P } from '../../../db/statement-cache';
import * as tenantRowsRepo from '../../../lib/tenant-rows-repository';

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
/** A user row with its role's name and code. */
export type UserRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

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

/** One page of the tenant's live users, filtered and sorted as the body asks, with its pagination. */
export async function usersPage(db: Db, tenantId: number, body: UserListRequest) {
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
  return readPage<UserRow>(db, {
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
  });
}

/** The tenant's live user `id`, or undefined. */
export async function findUser(db: DbOrTx, tenantId: number, id: number): Promise<UserRow | undefined> {
  const rows = await db
    .select(columns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(live(P('tenantId')), eq(users.id, id)))
    .limit(1)
    .execute({ tenantId });
  return rows[0];
}

/** Whether a live user of any tenant other than `exceptId` has this e-mail (case aside). */
export async function emailInUse(db: DbOrTx, email: string, exceptId?: number): Promise<boolean> {
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
  return rows[0] !== undefined;
}

export type NewUser = Pick<
  typeof users.$inferInsert,
  'tenantId' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'passwordHash' | 'roleId' | 'status'
>;

/** Inserts a user; its id. */
export async function insertUser(db: DbOrTx, values: NewUser): Promise<number> {
  const [created] = await db.insert(users).values(values).returning({ id: users.id });
  return created!.id;
}

/** The WHERE term of a user edit: the row is still at the `updated_at` the client loaded (400 when malformed). */
export const userUnchangedSince = (loaded: string): SQL => unchangedSince(users.updatedAt, loaded);

/** A user edit's columns; the password hash only when it changes. */
export type UserChanges = Pick<
  typeof users.$inferInsert,
  'firstName' | 'lastName' | 'email' | 'mobile' | 'roleId' | 'status'
> & { passwordHash?: string | undefined };

/** Updates the tenant's user `id` if `unchanged` holds; the ids updated (none: changed since). */
export function updateUserRow(
  db: DbOrTx,
  tenantId: number,
  id: number,
  unchanged: SQL,
  changes: UserChanges,
): Promise<{ id: number }[]> {
  return updateUnchanged(db, users, and(eq(users.id, id), eq(users.tenantId, tenantId), unchanged), changes);
}

/** Soft delete: the audit trail and past sessions keep pointing at a real row. */
export async function softDeleteUser(db: DbOrTx, id: number): Promise<void> {
  await tenantRowsRepo.softDelete(db, users, eq(users.id, id));
}

/** Ends every open session of the user. */
export async function revokeSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
