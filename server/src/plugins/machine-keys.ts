/**
 * Authenticates a touchpoint by its key (the vend API's machine routes). A key is resolved once per
 * `ttlMs` (a busy machine does not cost a lookup per vend); a revoke in this process forgets it at
 * once, another process within `ttlMs`, as for signed-in callers (AUTH_CACHE_MS). The key's last use
 * is written at most once a minute.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { unauthorized } from '../lib/http-errors';
import { isLicenceExpired, LicenceExpiredError } from '../lib/principal';
import {
  hashKey,
  KEY_PREFIX,
  markKeyUsed,
  resolveKey,
  type MachineKey,
} from '../services/merchant/touchpoints/touchpoint-keys-repository';

const USAGE_WRITE_MS = 60_000;
/** Machines answer 402 like people when their tenant's licence lapsed; the role picks the wording. */
const MACHINE_ROLE = 'TOUCHPOINT';

export class MachineKeys {
  private readonly cache: LRUCache<string, MachineKey> | undefined;
  private readonly usedAt = new LRUCache<number, number>({ max: 100_000 });

  constructor(
    private readonly db: Db,
    ttlMs: number,
  ) {
    this.cache = ttlMs > 0 ? new LRUCache({ max: 100_000, ttl: ttlMs }) : undefined;
  }

  forget(keyHash: string): void {
    this.cache?.delete(keyHash);
  }

  async authenticate(token: string): Promise<MachineKey> {
    if (!token.startsWith(KEY_PREFIX) || token.length > 100) {
      throw unauthorized('A touchpoint key is required (Authorization: Bearer tpk_…).', 'KEY_MISSING');
    }
    const keyHash = hashKey(token);
    let key = this.cache?.get(keyHash);
    if (!key) {
      key = await resolveKey(this.db, keyHash);
      if (!key) throw unauthorized('Unknown touchpoint key.', 'KEY_UNKNOWN');
      this.cache?.set(keyHash, key);
    }
    if (key.revoked) throw unauthorized('This touchpoint key was revoked.', 'KEY_REVOKED');
    if (isLicenceExpired(key.licenceExpiresAt)) throw new LicenceExpiredError(MACHINE_ROLE);
    const now = Date.now();
    const last = this.usedAt.get(key.keyId) ?? (key.lastUsedAt ? new Date(key.lastUsedAt).getTime() : 0);
    if (now - last >= USAGE_WRITE_MS) {
      this.usedAt.set(key.keyId, now);
      await markKeyUsed(this.db, key.keyId);
    }
    return key;
  }
}
