/** Sign-in and sessions: their tokens, rotation on refresh, absolute life and logout. */
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@console/shared/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { roles, sessions, tenants, users } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import { unauthorized } from '../../../lib/http-errors';
import { burnVerify, verifyPassword } from '../../../lib/password';
import { isLicenceExpired, LicenceExpiredError, type Principal } from '../../../lib/principal';
import type { PrincipalEvents } from '../../../lib/principal-events';
import { toIso } from '../../../lib/time';
import type { TokenSigner } from '../../../lib/tokens';
import { forgetPairFailures, recordFailure } from './login-failures-repository';
import { admitLoginAttempt, type LoginPolicy } from './login-limiter';
import { P } from '../../../db/statement-cache';

export interface AuthSettings extends LoginPolicy {
  tokenTtlSeconds: number;
  sessionMaxDays: number;
  refreshGraceSeconds: number;
}

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

const INVALID_LOGIN = 'Invalid email or password.';
const DAY_MS = 86_400_000;

/** A token's expiry: a full token life, but never past the session's absolute end. */
function tokenExpiry(settings: AuthSettings, sessionStartedAt: number, now = Date.now()): Date {
  return new Date(Math.min(now + settings.tokenTtlSeconds * 1000, sessionStartedAt + settings.sessionMaxDays * DAY_MS));
}

export async function login(
  db: Db,
  signer: TokenSigner,
  settings: AuthSettings,
  input: { email: string; password: string; ip: string },
) {
  const email = input.email.trim().toLowerCase();
  await admitLoginAttempt(db, email, input.ip, settings);

  // An e-mail names one live user across every tenant (a unique index holds it).
  const [candidate] = await accountsByEmail(db, email);
  const user = candidate && (await verifyPassword(candidate.passwordHash, input.password)) ? candidate : undefined;
  if (!candidate) await burnVerify(input.password);
  if (!user) {
    await recordFailure(db, email, input.ip);
    throw unauthorized(INVALID_LOGIN, 'INVALID_CREDENTIALS');
  }
  if (user.status !== 1)
    throw unauthorized('Your account is inactive. Please contact your Company Admin.', 'ACCOUNT_INACTIVE');
  if (isLicenceExpired(user.licenceExpiresAt)) throw new LicenceExpiredError(user.roleCode);

  const sessionId = randomUUID();
  const tokenId = randomUUID();
  const startedAt = Date.now();
  const expiresAt = tokenExpiry(settings, startedAt, startedAt);
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id: sessionId,
      userId: user.userId,
      tenantId: user.tenantId,
      tokenId,
      createdAt: new Date(startedAt).toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    await forgetPairFailures(tx, email, input.ip);
    await recordAudit(
      tx,
      { tenantId: user.tenantId, userId: user.userId, email: user.email, ip: input.ip },
      {
        action: 'login',
        entity: 'session',
        entityId: sessionId,
      },
    );
  });
  const token = await signer.sign({ userId: user.userId, tenantId: user.tenantId, sessionId, tokenId }, expiresAt);
  const data: SessionUser = {
    id: user.userId,
    module_id: user.tenantId,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    Role: { name: user.roleName, role_code: user.roleCode, permissions: user.permissions },
  };
  return { token, expiresAt: expiresAt.toISOString(), data };
}

/**
 * A fresh token for the same session: the caller's token is replaced (it keeps working for
 * `refreshGraceSeconds`, for requests already in flight), and no token outlives the session's
 * absolute end, after which refresh is refused. A caller still holding the token a refresh just
 * replaced (another tab, within the grace) gets the current one again, not another rotation.
 */
export async function refresh(
  db: Db,
  signer: TokenSigner,
  events: PrincipalEvents,
  settings: AuthSettings,
  principal: Principal,
) {
  if (principal.licenceExpired) throw new LicenceExpiredError(principal.roleCode);
  const startedAt = Date.parse(toIso(principal.sessionCreatedAt));
  if (Date.now() >= startedAt + settings.sessionMaxDays * DAY_MS) {
    throw unauthorized('Your session has reached its maximum length. Please sign in again.', 'SESSION_EXPIRED');
  }
  const expiresAt = tokenExpiry(settings, startedAt);
  const fresh = randomUUID();
  const rotated = await db
    .update(sessions)
    .set({
      previousTokenId: sessions.tokenId,
      previousValidUntil: sql`now() + make_interval(secs => ${settings.refreshGraceSeconds})`,
      tokenId: fresh,
      expiresAt: expiresAt.toISOString(),
    })
    .where(
      and(eq(sessions.id, principal.sessionId), eq(sessions.tokenId, principal.tokenId), isNull(sessions.revokedAt)),
    )
    .returning({ tokenId: sessions.tokenId });
  let tokenId = rotated[0]?.tokenId;
  let expiry = expiresAt;
  if (!tokenId) {
    const [current] = await db
      .select({ tokenId: sessions.tokenId, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.id, principal.sessionId), isNull(sessions.revokedAt)));
    if (!current) throw unauthorized('Your session has ended, please sign in again.', 'SESSION_ENDED');
    tokenId = current.tokenId;
    expiry = new Date(toIso(current.expiresAt));
  }
  events.emit({ tenantId: principal.tenantId, sessionId: principal.sessionId });
  const token = await signer.sign(
    { userId: principal.userId, tenantId: principal.tenantId, sessionId: principal.sessionId, tokenId },
    expiry,
  );
  return { refresh_token: token, expires_at: expiry.toISOString() };
}

/** Ends the session: its token and any refresh of it stop working at once. */
export async function logout(db: Db, events: PrincipalEvents, principal: Principal, ip: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, principal.sessionId), isNull(sessions.revokedAt)));
    await recordAudit(
      tx,
      { tenantId: principal.tenantId, userId: principal.userId, email: principal.email, ip },
      {
        action: 'logout',
        entity: 'session',
        entityId: principal.sessionId,
      },
    );
  });
  events.emit({ tenantId: principal.tenantId, sessionId: principal.sessionId });
}

export function sessionUserOf(principal: Principal): SessionUser {
  return {
    id: principal.userId,
    module_id: principal.tenantId,
    first_name: principal.firstName,
    last_name: principal.lastName,
    email: principal.email,
    Role: { name: principal.roleName, role_code: principal.roleCode, permissions: principal.permissions },
  };
}
