/**
 * Authentication and authorization for every route, in one hook. Each route declares
 * its access as data (`config.access`); a route without a declaration fails at boot.
 */
import { ADMIN_ROLE_CODE, can, licenceExpiredMessage, type PermissionCode } from '@console/shared/permissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { roles, sessions, tenants, users } from '../db/schema';
import type { Actor } from '../lib/audit';
import { forbidden, HttpError, unauthorized } from '../lib/http-errors';
import type { TokenSigner } from '../lib/tokens';

export type Access =
  /** No token needed (login, health). */
  | { public: true }
  /** Any signed-in user of a licensed tenant (the Request section, registry, refresh). */
  | { signedIn: true }
  /** At least one of these codes (SPEC §2 table). */
  | { permissions: readonly PermissionCode[] }
  /** ROLE_COMPANY_ADMIN only (Role Management, audit log). */
  | { admin: true };

export interface Principal {
  userId: number;
  tenantId: number;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  roleId: number;
  roleName: string;
  roleCode: string;
  permissions: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every route with its declared access: the data the permission tests are generated from. */
    accessTable: AccessEntry[];
    principals: PrincipalCache;
  }
}

export interface AccessEntry {
  method: string;
  url: string;
  access: Access;
}

export function isLicenceExpired(licenceExpiresAt: string | null, now = new Date()): boolean {
  return licenceExpiresAt !== null && new Date(licenceExpiresAt).getTime() <= now.getTime();
}

export class LicenceExpiredError extends HttpError {
  constructor(readonly roleCode: string) {
    super(402, licenceExpiredMessage(roleCode), 'LICENCE_EXPIRED');
  }
}

export function allows(access: Access, principal: Pick<Principal, 'permissions' | 'roleCode'>): boolean {
  if ('public' in access || 'signedIn' in access) return true;
  if ('admin' in access) return principal.roleCode === ADMIN_ROLE_CODE;
  return can(principal, access.permissions);
}

/** The signed-in caller; only reachable on routes that are not public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('Authentication required.');
  return request.principal;
}

export function actorOf(request: FastifyRequest): Actor {
  const p = principalOf(request);
  return { tenantId: p.tenantId, userId: p.userId, email: p.email, ip: request.ip };
}

/**
 * One query per request loads the caller: session, user, role and tenant. Prepared once,
 * so PostgreSQL plans the four-way join once per connection, not once per request.
 */
function principalQuery(db: Db) {
  return db
    .select({
      revokedAt: sessions.revokedAt,
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
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('load_principal');
}

type PrincipalRow = Awaited<ReturnType<ReturnType<typeof principalQuery>['execute']>>[number];

/**
 * Callers loaded in the last few seconds, so a burst of requests costs one lookup. This
 * process forgets an entry the moment it changes it (logout, user or role edits); another
 * process serving the same database sees such a change within `ttlMs`.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { row: PrincipalRow; at: number }>();

  constructor(private readonly ttlMs: number) {}

  get(sessionId: string): PrincipalRow | undefined {
    const hit = this.entries.get(sessionId);
    if (!hit) return undefined;
    if (Date.now() - hit.at >= this.ttlMs) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return hit.row;
  }

  set(sessionId: string, row: PrincipalRow): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= 50_000) this.entries.clear();
    this.entries.set(sessionId, { row, at: Date.now() });
  }

  forgetSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  forgetUser(userId: number): void {
    for (const [id, entry] of this.entries) if (entry.row.userId === userId) this.entries.delete(id);
  }

  forgetTenant(tenantId: number): void {
    for (const [id, entry] of this.entries) if (entry.row.tenantId === tenantId) this.entries.delete(id);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export default fp<{ db: Db; signer: TokenSigner; cacheMs: number }>(
  async (app: FastifyInstance, { db, signer, cacheMs }) => {
    app.decorateRequest('principal', null);
    const loadPrincipal = principalQuery(db);
    const cache = new PrincipalCache(cacheMs);
    app.decorate('principals', cache);
    const table: AccessEntry[] = [];
    app.decorate('accessTable', table);

    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs')) {
        route.config = { ...(route.config ?? {}), access: { public: true } };
        return;
      }
      const access = route.config?.access;
      if (!access) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && method !== 'OPTIONS') table.push({ method, url: route.url, access });
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      // Unmatched routes (404 handler) and public routes need no token.
      if (!access || 'public' in access) return;

      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!token) throw unauthorized('Authentication required.', 'TOKEN_MISSING');
      const verified = await signer.verify(token);
      if (!verified.ok) {
        throw verified.reason === 'expired'
          ? unauthorized('token expired.', 'TOKEN_EXPIRED')
          : unauthorized('Invalid token.', 'TOKEN_INVALID');
      }
      const { sessionId } = verified.claims;
      let row = cache.get(sessionId);
      if (!row && UUID.test(sessionId)) {
        row = (await loadPrincipal.execute({ sessionId }))[0];
        if (row) cache.set(sessionId, row);
      }
      if (!row || row.revokedAt !== null || row.userId !== verified.claims.userId) {
        throw unauthorized('Your session has ended, please sign in again.', 'SESSION_ENDED');
      }
      if (row.deletedAt !== null || row.status !== 1) {
        throw unauthorized('Your account is inactive.', 'ACCOUNT_INACTIVE');
      }
      if (isLicenceExpired(row.licenceExpiresAt)) throw new LicenceExpiredError(row.roleCode);

      const principal: Principal = {
        userId: row.userId,
        tenantId: row.tenantId,
        sessionId,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        roleId: row.roleId,
        roleName: row.roleName,
        roleCode: row.roleCode,
        permissions: row.permissions,
      };
      if (!allows(access, principal)) throw forbidden();
      request.principal = principal;
    });
  },
  { name: 'access' },
);
