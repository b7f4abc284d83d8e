/** Sign-in and sessions: their tokens, rotation on refresh, absolute life and logout. */
import { randomUUID } from 'node:crypto';
import type { LoginResponse, SessionUser } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { unauthorized } from '../../../lib/http-errors';
import { burnVerify, verifyPassword } from '../../../lib/password';
import { isLicenceExpired, LicenceExpiredError, type Principal } from '../../../lib/principal';
import type { PrincipalEvents } from '../../../lib/principal-events';
import { toIso } from '../../../lib/time';
import { consoleRegistry } from '../registry/registry-service';
import type { RemoteOverrides } from '../../platform';
import type { TokenSigner } from '../../../lib/tokens';
import * as repo from './auth-repository';
import * as loginFailuresRepo from './login-failures-repository';
import { admitLoginAttempt, type LoginPolicy } from './login-limiter';

export interface AuthSettings extends LoginPolicy {
  tokenTtlSeconds: number;
  sessionMaxDays: number;
  refreshGraceSeconds: number;
}

const INVALID_LOGIN = 'Invalid email or password.';
const DAY_MS = 86_400_000;

/** A token's expiry: a full token life, but never past the session's absolute end. */
function tokenExpiry(settings: AuthSettings, sessionStartedAt: number, now = Date.now()): Date {
  return new Date(Math.min(now + settings.tokenTtlSeconds * 1000, sessionStartedAt + settings.sessionMaxDays * DAY_MS));
}

/** Sign-in: a session for the account, with the tenant's console registry so the console boots in one round trip. */
export async function login(
  db: Db,
  signer: TokenSigner,
  settings: AuthSettings & { overrides: RemoteOverrides },
  input: { email: string; password: string; ip: string },
): Promise<LoginResponse> {
  const email = input.email.trim().toLowerCase();
  await admitLoginAttempt(db, email, input.ip, settings);

  // An e-mail names one live user across every tenant (a unique index holds it).
  const [candidate] = await repo.accountsByEmail(db, email);
  const user = candidate && (await verifyPassword(candidate.passwordHash, input.password)) ? candidate : undefined;
  if (!candidate) await burnVerify(input.password);
  if (!user) {
    await loginFailuresRepo.recordFailure(db, email, input.ip);
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
    await repo.insertSession(tx, {
      id: sessionId,
      userId: user.userId,
      tenantId: user.tenantId,
      tokenId,
      createdAt: new Date(startedAt).toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    await loginFailuresRepo.forgetPairFailures(tx, email, input.ip);
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
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    data,
    console: await consoleRegistry(db, user.tenantId, settings.overrides),
  };
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
  const rotated = await repo.rotateSessionToken(db, {
    sessionId: principal.sessionId,
    tokenId: principal.tokenId,
    fresh,
    expiresAt: expiresAt.toISOString(),
    graceSeconds: settings.refreshGraceSeconds,
  });
  let tokenId = rotated[0]?.tokenId;
  let expiry = expiresAt;
  if (!tokenId) {
    const current = await repo.currentSessionToken(db, principal.sessionId);
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
    await repo.revokeSession(tx, principal.sessionId);
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
