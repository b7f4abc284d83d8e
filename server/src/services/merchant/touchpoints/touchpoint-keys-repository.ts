/**
 * Touchpoint keys' SQL: a touchpoint's keys, the live ones counted, a key issued and revoked, and
 * the vend API's lookup of a key by its hash and its last use.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { tenants, touchpointKeys as keys, touchpoints, users } from '../../../db/schema';
import { P } from '../../../db/statement-cache';
import * as tenantRowsRepo from '../../../lib/tenant-rows-repository';

// plugins/machine-keys.ts reads a key's form here.
export { hashKey, KEY_PREFIX } from './touchpoint-key-secret';

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
export type KeyRecord = {
  id: number;
  touchpointId: number;
  prefix: string;
  label: string | null;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

/** A touchpoint's latest 50 keys, newest first (revoked ones included). */
export function listKeyRows(db: Db, tenantId: number, touchpointId: number): Promise<KeyRecord[]> {
  return db
    .select(columns)
    .from(keys)
    .leftJoin(users, eq(users.id, keys.createdBy))
    .where(and(eq(keys.tenantId, P('tenantId')), eq(keys.touchpointId, P('touchpointId'))))
    .orderBy(desc(keys.createdAt), desc(keys.id))
    .limit(50)
    .execute({ tenantId, touchpointId });
}

/** Locks the touchpoint, so issues for it are serialised. */
export async function lockTouchpointForKeys(tx: Tx, touchpointId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${touchpoints} where id = ${touchpointId} for update`);
}

/** How many of the touchpoint's keys are not revoked. */
export const liveKeyCount = (tx: Tx, touchpointId: number) =>
  tenantRowsRepo.countRows(tx, keys, and(eq(keys.touchpointId, touchpointId), isNull(keys.revokedAt)));

export async function insertKey(
  tx: Tx,
  values: {
    tenantId: number;
    touchpointId: number;
    prefix: string;
    keyHash: string;
    label: string | null;
    createdBy: number | null;
  },
): Promise<number> {
  const [created] = await tx.insert(keys).values(values).returning({ id: keys.id });
  return created!.id;
}

export async function findKey(tx: Tx, id: number): Promise<KeyRecord | undefined> {
  const [row] = await tx
    .select(columns)
    .from(keys)
    .leftJoin(users, eq(users.id, keys.createdBy))
    .where(eq(keys.id, id));
  return row;
}

/** A key of the tenant's touchpoint, locked for its revoke, or undefined. */
export async function lockKey(tx: Tx, tenantId: number, touchpointId: number, keyId: number) {
  const [row] = await tx
    .select({ id: keys.id, revokedAt: keys.revokedAt, keyHash: keys.keyHash, prefix: keys.prefix })
    .from(keys)
    .where(and(eq(keys.id, keyId), eq(keys.touchpointId, touchpointId), eq(keys.tenantId, tenantId)))
    .for('update');
  return row;
}

export async function markKeyRevoked(tx: Tx, keyId: number, revokedBy: number | null): Promise<void> {
  await tx
    .update(keys)
    .set({ revokedAt: sql`now()`, revokedBy })
    .where(eq(keys.id, keyId));
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
