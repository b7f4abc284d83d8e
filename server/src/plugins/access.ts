/**
 * Authentication and authorization for every route, in one hook. Each route declares
 * its access as data (`config.access`); a route without a declaration fails at boot.
 */
import { ADMIN_ROLE_CODE, can, PLATFORM_ROLE_CODE, type PermissionCode } from '@console/shared/contracts/permissions';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { recordAudit, type Actor } from '../lib/audit';
import { forbidden, unauthorized } from '../lib/http-errors';
import { isLicenceExpired, LicenceExpiredError, type Principal } from '../lib/principal';
import type { PrincipalEvents } from '../lib/principal-events';
import type { TokenSigner } from '../lib/tokens';
import { principalLoader, type PrincipalRow } from '../services/merchant/auth/auth-repository';
import { deployCaller, type DeployCaller } from '../services/platform/deploy-tokens/deploy-tokens-service';
import { MachineKeys } from './machine-keys';
import { PrincipalCache } from './principal-cache';
import type { MachineKey } from '../services/merchant/touchpoints/touchpoint-keys-repository';

export type Access =
  /** No token needed (login, health). */
  | { public: true }
  /** Any signed-in user of a licensed tenant (the Request section, registry, refresh). */
  | { signedIn: true }
  /** The caller's own session even when the tenant's licence has lapsed: ending it (logout). */
  | { ownSession: true }
  /** At least one of these codes. */
  | { permissions: readonly PermissionCode[] }
  /** Every one of these codes (an operator refund moves money: orders and wallets both). */
  | { allPermissions: readonly PermissionCode[] }
  /** A touchpoint signing with its live key (the vend API), not a person. */
  | { machine: true }
  /** ROLE_COMPANY_ADMIN only (Role Management). */
  | { admin: true }
  /** The company admin or the platform operator, each in its own tenant (the audit log). */
  | { adminOrPlatform: true }
  /** The platform operator only (PLATFORM_ROLE_CODE): the platform console; a tenant's caller gets 403. */
  | { platform: true }
  /** A team's pipeline with its remote's deploy token (`x-deploy-token: dpl_…`), not a person. */
  | { deploy: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The audit entity of a write whose caller lacks the access: such an attempt is recorded
     * (`refused`, rule FORBIDDEN) before the 403. Set on the writes that hand out access (users, roles).
     */
    auditForbidden?: string;
    /** The route answers a stream (server-sent events) that stays open, not one JSON body. */
    stream?: boolean;
    /**
     * The route reads with filters sent in its body (a list, options, an export, a report
     * request): such a body needs a few KB, so it is limited to SEARCH_BODY_LIMIT_BYTES.
     */
    search?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The touchpoint whose key signed a machine route's call. */
    machine: MachineKey | null;
    /** The pipeline whose deploy token made a deploy route's call. */
    deployCaller: DeployCaller | null;
  }
  interface FastifyInstance {
    /** Every route with its declared access: the data the permission tests are generated from. */
    accessTable: AccessEntry[];
    /** Where writes that change a signed-in caller are announced (the principal cache listens). */
    principalEvents: PrincipalEvents;
  }
}

export interface AccessEntry {
  method: string;
  url: string;
  access: Access;
  /** The route's request schemas (body, params, querystring, headers): the fuzz test generates from them. */
  schema: FastifySchema | undefined;
  /** An open stream (server-sent events): tests that expect one JSON answer leave it to its own test. */
  stream: boolean;
}

function allows(access: Access, principal: Pick<Principal, 'permissions' | 'roleCode'>): boolean {
  if ('public' in access || 'signedIn' in access || 'ownSession' in access) return true;
  if ('machine' in access || 'deploy' in access) return false;
  if ('admin' in access) return principal.roleCode === ADMIN_ROLE_CODE;
  if ('platform' in access) return principal.roleCode === PLATFORM_ROLE_CODE;
  if ('adminOrPlatform' in access) {
    return principal.roleCode === ADMIN_ROLE_CODE || principal.roleCode === PLATFORM_ROLE_CODE;
  }
  // The platform operator holds no tenant permission: the admin's "every code" is not its.
  if ('allPermissions' in access) return access.allPermissions.every((code) => can(principal, [code]));
  return can(principal, access.permissions);
}

/**
 * Whether a session, read again, still admits its caller to `access`: what the hook below checks
 * once the token is verified, but the token itself. An open stream belongs to its session, so a
 * refresh that rotates the token does not end it; ending the session does.
 */
export function sessionAdmits(
  row: Pick<
    PrincipalRow,
    'revokedAt' | 'userId' | 'deletedAt' | 'status' | 'licenceExpiresAt' | 'permissions' | 'roleCode'
  >,
  userId: number,
  access: Access,
): boolean {
  return (
    row.revokedAt === null &&
    row.userId === userId &&
    row.deletedAt === null &&
    row.status === 1 &&
    (!isLicenceExpired(row.licenceExpiresAt) || 'ownSession' in access) &&
    allows(access, row)
  );
}

/** The touchpoint whose key signed the call; only reachable on machine routes. */
export function machineOf(request: FastifyRequest): MachineKey {
  if (!request.machine) throw unauthorized('A touchpoint key is required.', 'KEY_MISSING');
  return request.machine;
}

/** The pipeline whose deploy token made the call; only reachable on deploy routes. */
export function deployCallerOf(request: FastifyRequest): DeployCaller {
  if (!request.deployCaller) throw unauthorized(DEPLOY_TOKEN_NEEDED, 'DEPLOY_TOKEN_MISSING');
  return request.deployCaller;
}

const DEPLOY_TOKEN_NEEDED = 'A valid deploy token is needed.';

/** The signed-in caller; only reachable on routes that are not public. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('Authentication required.');
  return request.principal;
}

export function actorOf(request: FastifyRequest): Actor {
  const p = principalOf(request);
  return { tenantId: p.tenantId, userId: p.userId, email: p.email, ip: request.ip };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The session's current token, or the one a refresh just replaced while its grace lasts. */
function acceptsToken(row: PrincipalRow, tokenId: string, now = Date.now()): boolean {
  if (row.tokenId === tokenId) return true;
  return (
    row.previousTokenId === tokenId &&
    row.previousValidUntil !== null &&
    new Date(row.previousValidUntil).getTime() > now
  );
}

const OPERATIONS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** Records a write refused at the door: who tried which route on which record (the body is not read yet). */
async function auditForbidden(db: Db, request: FastifyRequest, principal: Principal, entity: string) {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  await recordAudit(
    db,
    { tenantId: principal.tenantId, userId: principal.userId, email: principal.email, ip: request.ip },
    {
      action: 'refused',
      entity,
      entityId: typeof id === 'string' && /^[1-9][0-9]{0,9}$/.test(id) ? id : null,
      after: {
        operation: OPERATIONS[request.method] ?? request.method,
        rule: 'FORBIDDEN',
        route: request.routeOptions.url,
      },
    },
  );
}

export default fp<{ db: Db; signer: TokenSigner; events: PrincipalEvents; cacheMs: number }>(
  async (app: FastifyInstance, { db, signer, events, cacheMs }) => {
    app.decorateRequest('principal', null);
    app.decorateRequest('machine', null);
    app.decorateRequest('deployCaller', null);
    const loadPrincipal = principalLoader(db);
    const cache = new PrincipalCache(cacheMs);
    const machineKeys = new MachineKeys(db, cacheMs);
    app.decorate('principalEvents', events);
    const unsubscribe = events.onChange((change) => {
      if (change.keyHash !== undefined) machineKeys.forget(change.keyHash);
      else cache.forget(change);
    });
    const unsubscribeResync = events.onResync(() => cache.clear());
    app.addHook('onClose', async () => {
      unsubscribe();
      unsubscribeResync();
    });
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
        if (method !== 'HEAD' && method !== 'OPTIONS')
          table.push({ method, url: route.url, access, schema: route.schema, stream: route.config?.stream === true });
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      // Unmatched routes (404 handler) and public routes need no token.
      if (!access || 'public' in access) return;

      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if ('machine' in access) {
        request.machine = await machineKeys.authenticate(token);
        return;
      }
      if ('deploy' in access) {
        const given = request.headers['x-deploy-token'];
        const caller = typeof given === 'string' ? await deployCaller(db, given.trim()) : undefined;
        if (!caller) throw unauthorized(DEPLOY_TOKEN_NEEDED, 'DEPLOY_TOKEN_INVALID');
        request.deployCaller = caller;
        return;
      }
      if (!token) throw unauthorized('Authentication required.', 'TOKEN_MISSING');
      const verified = await signer.verify(token);
      if (!verified.ok) {
        throw verified.reason === 'expired'
          ? unauthorized('token expired.', 'TOKEN_EXPIRED')
          : unauthorized('Invalid token.', 'TOKEN_INVALID');
      }
      const { sessionId, tokenId } = verified.claims;
      let row = cache.get(sessionId);
      // A token the cached row does not know may come from a refresh another process served.
      if (row && !acceptsToken(row, tokenId)) row = undefined;
      if (!row && UUID.test(sessionId)) {
        const epoch = cache.epoch;
        row = await loadPrincipal(sessionId);
        if (row && cache.epoch === epoch) cache.set(sessionId, row);
      }
      if (!row || row.revokedAt !== null || row.userId !== verified.claims.userId || !acceptsToken(row, tokenId)) {
        throw unauthorized('Your session has ended, please sign in again.', 'SESSION_ENDED');
      }
      if (row.deletedAt !== null || row.status !== 1) {
        throw unauthorized('Your account is inactive.', 'ACCOUNT_INACTIVE');
      }
      const licenceExpired = isLicenceExpired(row.licenceExpiresAt);
      if (licenceExpired && !('ownSession' in access)) throw new LicenceExpiredError(row.roleCode);

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
        tokenId,
        sessionCreatedAt: row.sessionCreatedAt,
        licenceExpired,
      };
      if (!allows(access, principal)) {
        const entity = request.routeOptions.config.auditForbidden;
        if (entity) await auditForbidden(db, request, principal, entity);
        throw 'platform' in access ? forbidden('Only platform operators may do this.') : forbidden();
      }
      request.principal = principal;
    });
  },
  { name: 'access' },
);
