/**
 * Touchpoint keys: the credential a machine signs its vends with. The secret is 256 random bits,
 * shown once when issued and stored as its SHA-256 (a slow password hash adds nothing to a key
 * nobody can guess). Issue and revoke are audited; the vend API resolves a key here.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TouchpointKey, TouchpointKeyBody } from '@console/shared/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { tenants, touchpointKeys as keys, touchpoints, users } from '../../../db/schema';
import { recordAudit, type Actor } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/http-errors';
import { toIso } from '../../../lib/time';
import { getTouchpoint } from './touchpoints-repository';
import { P } from '../../../db/statement-cache';

/** Live keys one touchpoint may hold at once (a rotation needs two). */
const MAX_LIVE_KEYS = 5;
export const KEY_PREFIX = 'tpk_';

export function hashKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const columns = {
  id: keys.id,
  touchpointId: keys.touchpointId,
  prefix: keys.prefix,
  label: keys.label,
  createdAt: keys.createdAt,
  createdBy: users.email,
  lastUsedAt: keys.lastUsedAt,
  revokedAt: keys.revokedAt,
};

function toKey(r: {
  id: number;
  touchpointId: number;
  prefix: string;
  label: string | null;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}): TouchpointKey {
  return {
    id: r.id,
    touchpoint_id: r.touchpointId,
    prefix: r.prefix,
    label: r.label,
    created_at: toIso(r.createdAt),
    created_by: r.createdBy,
    last_used_at: r.lastUsedAt ? toIso(r.lastUsedAt) : null,
    revoked_at: r.revokedAt ? toIso(r.revokedAt) : null,
  };
}

/** A touchpoint's keys, newest first (revoked ones included, marked). */
export async function listTouchpointKeys(db: Db, tenantId: number, touchpointId: number) {
  await getTouchpoint(db, tenantId, touchpointId);
  const rows = await db
    .select(columns)
    .from(keys)
    .leftJoin(users, eq(users.id, keys.createdBy))
    .where(and(eq(keys.tenantId, P('tenantId')), eq(keys.touchpointId, P('touchpointId'))))
    .orderBy(desc(keys.createdAt), desc(keys.id))
    .limit(50)
    .execute({ tenantId, touchpointId });
  return { data: rows.map(toKey) };
}

export async function issueTouchpointKey(db: Db, actor: Actor, touchpointId: number, body: TouchpointKeyBody) {
  return db.transaction(async (tx) => {
    const touchpoint = await getTouchpoint(tx, actor.tenantId, touchpointId);
    // Serialises issues for one touchpoint, so the live-key cap holds under a race.
    await tx.execute(sql`select 1 from ${touchpoints} where id = ${touchpointId} for update`);
    const [{ live } = { live: 0 }] = await tx
      .select({ live: sql<number>`count(*)::int` })
      .from(keys)
      .where(and(eq(keys.touchpointId, touchpointId), isNull(keys.revokedAt)));
    if (live >= MAX_LIVE_KEYS) {
      throw conflict(
        `${touchpoint.name} already has ${MAX_LIVE_KEYS} live keys; revoke one before issuing another.`,
        'TOO_MANY_KEYS',
      );
    }
    const secret = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const [created] = await tx
      .insert(keys)
      .values({
        tenantId: actor.tenantId,
        touchpointId,
        prefix: secret.slice(0, KEY_PREFIX.length + 8),
        keyHash: hashKey(secret),
        label: body.label ?? null,
        createdBy: actor.userId,
      })
      .returning({ id: keys.id });
    const [row] = await tx
      .select(columns)
      .from(keys)
      .leftJoin(users, eq(users.id, keys.createdBy))
      .where(eq(keys.id, created!.id));
    const key = toKey(row!);
    await recordAudit(tx, actor, { action: 'issue_key', entity: 'touchpoint', entityId: touchpointId, after: key });
    return { data: { ...key, secret } };
  });
}

/** Revokes a live key; its machine is refused from the next request (other processes: within their cache). */
export async function revokeTouchpointKey(db: Db, actor: Actor, touchpointId: number, keyId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: keys.id, revokedAt: keys.revokedAt, keyHash: keys.keyHash, prefix: keys.prefix })
      .from(keys)
      .where(and(eq(keys.id, keyId), eq(keys.touchpointId, touchpointId), eq(keys.tenantId, actor.tenantId)))
      .for('update');
    if (!row) throw notFound('Touchpoint key');
    if (row.revokedAt) throw conflict(`Key ${row.prefix}… is already revoked.`, 'ALREADY_REVOKED');
    await tx
      .update(keys)
      .set({ revokedAt: sql`now()`, revokedBy: actor.userId })
      .where(eq(keys.id, keyId));
    await recordAudit(tx, actor, {
      action: 'revoke_key',
      entity: 'touchpoint',
      entityId: touchpointId,
      before: { key_id: keyId, prefix: row.prefix },
    });
    return row.keyHash;
  });
}

/** What a machine's key stands for, as the vend API needs it. */
export interface MachineKey {
  keyId: number;
  tenantId: number;
  touchpointId: number;
  channelId: number | null;
  touchpointName: string;
  touchpointActive: boolean;
  timeZone: string;
  licenceExpiresAt: string | null;
  revoked: boolean;
  lastUsedAt: string | null;
}

export async function resolveKey(db: Db, keyHash: string): Promise<MachineKey | undefined> {
  const [row] = await db
    .select({
      keyId: keys.id,
      tenantId: keys.tenantId,
      touchpointId: keys.touchpointId,
      channelId: touchpoints.channelId,
      touchpointName: touchpoints.name,
      touchpointStatus: touchpoints.status,
      timeZone: tenants.timeZone,
      licenceExpiresAt: tenants.licenceExpiresAt,
      revokedAt: keys.revokedAt,
      lastUsedAt: keys.lastUsedAt,
    })
    .from(keys)
    .innerJoin(touchpoints, and(eq(touchpoints.id, keys.touchpointId), eq(touchpoints.tenantId, keys.tenantId)))
    .innerJoin(tenants, eq(tenants.id, keys.tenantId))
    .where(eq(keys.keyHash, P('keyHash')))
    .limit(1)
    .execute({ keyHash });
  if (!row) return undefined;
  return {
    keyId: row.keyId,
    tenantId: row.tenantId,
    touchpointId: row.touchpointId,
    channelId: row.channelId,
    touchpointName: row.touchpointName,
    touchpointActive: row.touchpointStatus === 1,
    timeZone: row.timeZone,
    licenceExpiresAt: row.licenceExpiresAt,
    revoked: row.revokedAt !== null,
    lastUsedAt: row.lastUsedAt,
  };
}

export async function markKeyUsed(db: Db, keyId: number): Promise<void> {
  await db
    .update(keys)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(keys.id, keyId));
}
