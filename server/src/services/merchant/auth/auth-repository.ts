/** SQL of sign-in and sessions: the accounts, a session's rows, its token's rotation and its end. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../db/client';
import { roles, sessions, tenants, users } from '../../../db/schema';
import { P } from '../../../db/statement-cache';

/** Who an account is: its user, role and tenant. Sign-in and every request read these same columns. */
const accountColumns = {
  userId: users.id,
  tenantId: users.tenantId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.status,
  deletedAt: users.deletedAt,
  roleId: roles.id,
  roleName: roles.name,
  roleCode: roles.roleCode,
  permissions: roles.permissions,
  licenceExpiresAt: tenants.licenceExpiresAt,
};

/** The one account query: a user with its role and tenant, plus `extra` columns. */
function accounts<E extends Record<string, PgColumn>>(db: Db, extra: E) {
  return db
    .select({ ...accountColumns, ...extra })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(tenants, eq(tenants.id, users.tenantId));
}

/** The live account with this e-mail (of any tenant: an e-mail names one live user), with its password hash. */
export function accountsByEmail(db: Db, email: string) {
  return accounts(db, { passwordHash: users.passwordHash })
    .where(and(eq(sql`lower(${users.email})`, P('email')), isNull(users.deletedAt)))
    .execute({ email: email.trim().toLowerCase() });
}

/**
 * The caller of a request: its session with its account, in one statement prepared once per
 * database, so PostgreSQL plans the four-way join once per connection, not once per request.
 */
export function principalLoader(db: Db) {
  const prepared = accounts(db, {
    revokedAt: sessions.revokedAt,
    sessionCreatedAt: sessions.createdAt,
    tokenId: sessions.tokenId,
    previousTokenId: sessions.previousTokenId,
    previousValidUntil: sessions.previousValidUntil,
  })
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(eq(sessions.id, P('sessionId')))
    .limit(1)
    .prepare('load_principal');
  return async (sessionId: string) => (await prepared.execute({ sessionId }))[0];
}

export type PrincipalRow = NonNullable<Awaited<ReturnType<ReturnType<typeof principalLoader>>>>;

/** Many sessions with their accounts at once (those of the open streams), in one prepared statement. */
export function sessionsLoader(db: Db) {
  const prepared = accounts(db, { sessionId: sessions.id, revokedAt: sessions.revokedAt })
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(sql`${sessions.id} = any(${P('sessionIds')}::uuid[])`)
    .prepare('load_sessions');
  return (sessionIds: readonly string[]) => prepared.execute({ sessionIds: [...sessionIds] });
}

export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionsLoader>>>[number];

export interface NewSession {
  id: string;
  userId: number;
  tenantId: number;
  tokenId: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertSession(db: DbOrTx, values: NewSession): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * Replaces the live session's token `tokenId` by `fresh` (the old one stays valid for
 * `graceSeconds`); the new token id, or none when the session has no such token or has ended.
 */
export function rotateSessionToken(
  db: Db,
  session: { sessionId: string; tokenId: string; fresh: string; expiresAt: string; graceSeconds: number },
): Promise<{ tokenId: string }[]> {
  return db
    .update(sessions)
    .set({
      previousTokenId: sessions.tokenId,
      previousValidUntil: sql`now() + make_interval(secs => ${session.graceSeconds})`,
      tokenId: session.fresh,
      expiresAt: session.expiresAt,
    })
    .where(and(eq(sessions.id, session.sessionId), eq(sessions.tokenId, session.tokenId), isNull(sessions.revokedAt)))
    .returning({ tokenId: sessions.tokenId });
}

/** The live session's current token and its expiry, or undefined when it has ended. */
export async function currentSessionToken(db: Db, sessionId: string) {
  const [current] = await db
    .select({ tokenId: sessions.tokenId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  return current;
}

/** Ends the session (a no-op when it has already ended). */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
