/** Sign-in, sessions and the login limiter. */
import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@console/shared/contracts';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginFailures, roles, sessions, tenants, users } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import { tooManyRequests, unauthorized } from '../../../lib/http-errors';
import { burnVerify, verifyPassword } from '../../../lib/password';
import type { TokenSigner } from '../../../lib/tokens';
import { isLicenceExpired, LicenceExpiredError, type Principal } from '../../../plugins/access';

export interface AuthSettings {
  tokenTtlSeconds: number;
  loginMaxFailures: number;
  loginWindowMinutes: number;
}

const INVALID_LOGIN = 'Invalid email or password.';

async function assertNotLockedOut(db: Db, email: string, ip: string, settings: AuthSettings) {
  const since = sql`now() - make_interval(mins => ${settings.loginWindowMinutes})`;
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})::int`,
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})::int`,
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.createdAt, since), or(eq(loginFailures.email, email), eq(loginFailures.ip, ip))));
  if (row && (Number(row.byEmail) >= settings.loginMaxFailures || Number(row.byIp) >= settings.loginMaxFailures)) {
    throw tooManyRequests(
      `Too many failed sign-in attempts. Please try again in ${settings.loginWindowMinutes} minutes.`,
    );
  }
}

export async function login(
  db: Db,
  signer: TokenSigner,
  settings: AuthSettings,
  input: { email: string; password: string; ip: string },
) {
  const email = input.email.trim().toLowerCase();
  await assertNotLockedOut(db, email, input.ip, settings);

  // E-mails are unique per tenant; the password picks the account when two tenants share one.
  const candidates = await db
    .select({
      id: users.id,
      tenantId: users.tenantId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      passwordHash: users.passwordHash,
      status: users.status,
      roleName: roles.name,
      roleCode: roles.roleCode,
      permissions: roles.permissions,
      licenceExpiresAt: tenants.licenceExpiresAt,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(sql`lower(${users.email})`, email), isNull(users.deletedAt)));

  let user: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash, input.password)) {
      user = candidate;
      break;
    }
  }
  if (candidates.length === 0) await burnVerify(input.password);
  if (!user) {
    await db.insert(loginFailures).values({ email, ip: input.ip });
    throw unauthorized(INVALID_LOGIN, 'INVALID_CREDENTIALS');
  }
  if (user.status !== 1)
    throw unauthorized('Your account is inactive. Please contact your Company Admin.', 'ACCOUNT_INACTIVE');
  if (isLicenceExpired(user.licenceExpiresAt)) throw new LicenceExpiredError(user.roleCode);

  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + settings.tokenTtlSeconds * 1000);
  await db.transaction(async (tx) => {
    await tx
      .insert(sessions)
      .values({ id: sessionId, userId: user.id, tenantId: user.tenantId, expiresAt: expiresAt.toISOString() });
    await tx.delete(loginFailures).where(eq(loginFailures.email, email));
    await recordAudit(
      tx,
      { tenantId: user.tenantId, userId: user.id, email: user.email, ip: input.ip },
      {
        action: 'login',
        entity: 'session',
        entityId: sessionId,
      },
    );
  });
  const token = await signer.sign({ userId: user.id, tenantId: user.tenantId, sessionId }, expiresAt);
  const data: SessionUser = {
    id: user.id,
    module_id: user.tenantId,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    Role: { name: user.roleName, role_code: user.roleCode, permissions: user.permissions },
  };
  return { token, expiresAt: expiresAt.toISOString(), data };
}

/** A fresh token for the same session, valid for another full token life. */
export async function refresh(db: Db, signer: TokenSigner, settings: AuthSettings, principal: Principal) {
  const expiresAt = new Date(Date.now() + settings.tokenTtlSeconds * 1000);
  await db.update(sessions).set({ expiresAt: expiresAt.toISOString() }).where(eq(sessions.id, principal.sessionId));
  const token = await signer.sign(
    { userId: principal.userId, tenantId: principal.tenantId, sessionId: principal.sessionId },
    expiresAt,
  );
  return { refresh_token: token, expires_at: expiresAt.toISOString() };
}

/** Ends the session: its token and any refresh of it stop working at once. */
export async function logout(db: Db, principal: Principal, ip: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, principal.sessionId));
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
