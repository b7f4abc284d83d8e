/**
 * Touchpoint keys: the credential a machine signs its vends with (touchpoint-key-secret.ts). At
 * most five live keys per touchpoint; issue and revoke are audited.
 */
import type { TouchpointKey, TouchpointKeyBody } from '@console/shared/contracts';
import type { Db } from '../../../db/client';
import { recordAudit, type Actor } from '../../../lib/audit';
import { conflict, foundOr404 } from '../../../lib/http-errors';
import { toIso } from '../../../lib/time';
import { snakeFields } from '../../../lib/wire';
import { hashKey, newKeySecret, prefixOf } from './touchpoint-key-secret';
import * as repo from './touchpoint-keys-repository';
import { getTouchpoint } from './touchpoints-service';

/** Live keys one touchpoint may hold at once (a rotation needs two). */
const MAX_LIVE_KEYS = 5;

function toKey(r: repo.KeyRecord): TouchpointKey {
  return {
    ...snakeFields(r, 'id touchpointId prefix label createdBy'),
    created_at: toIso(r.createdAt),
    last_used_at: r.lastUsedAt ? toIso(r.lastUsedAt) : null,
    revoked_at: r.revokedAt ? toIso(r.revokedAt) : null,
  };
}

/** A touchpoint's keys, newest first (revoked ones included, marked). */
export async function listTouchpointKeys(db: Db, tenantId: number, touchpointId: number) {
  await getTouchpoint(db, tenantId, touchpointId);
  const rows = await repo.listKeyRows(db, tenantId, touchpointId);
  return { data: rows.map(toKey) };
}

export async function issueTouchpointKey(db: Db, actor: Actor, touchpointId: number, body: TouchpointKeyBody) {
  return db.transaction(async (tx) => {
    const touchpoint = await getTouchpoint(tx, actor.tenantId, touchpointId);
    // Serialises issues for one touchpoint, so the live-key cap holds under a race.
    await repo.lockTouchpointForKeys(tx, touchpointId);
    const live = await repo.liveKeyCount(tx, touchpointId);
    if (live >= MAX_LIVE_KEYS) {
      throw conflict(
        `${touchpoint.name} already has ${MAX_LIVE_KEYS} live keys; revoke one before issuing another.`,
        'TOO_MANY_KEYS',
      );
    }
    const secret = newKeySecret();
    const id = await repo.insertKey(tx, {
      tenantId: actor.tenantId,
      touchpointId,
      prefix: prefixOf(secret),
      keyHash: hashKey(secret),
      label: body.label ?? null,
      createdBy: actor.userId,
    });
    const key = toKey((await repo.findKey(tx, id))!);
    await recordAudit(tx, actor, { action: 'issue_key', entity: 'touchpoint', entityId: touchpointId, after: key });
    return { data: { ...key, secret } };
  });
}

/** Revokes a live key; its machine is refused from the next request (other processes: within their cache). */
export async function revokeTouchpointKey(db: Db, actor: Actor, touchpointId: number, keyId: number) {
  return db.transaction(async (tx) => {
    const row = foundOr404(await repo.lockKey(tx, actor.tenantId, touchpointId, keyId), 'Touchpoint key');
    if (row.revokedAt) throw conflict(`Key ${row.prefix}… is already revoked.`, 'ALREADY_REVOKED');
    await repo.markKeyRevoked(tx, keyId, actor.userId);
    await recordAudit(tx, actor, {
      action: 'revoke_key',
      entity: 'touchpoint',
      entityId: touchpointId,
      before: { key_id: keyId, prefix: row.prefix },
    });
    return row.keyHash;
  });
}
