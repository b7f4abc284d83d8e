/**
 * A touchpoint key's secret: `tpk_` and 256 random bits, shown once when issued and stored as its
 * SHA-256 (a slow password hash adds nothing to a key nobody can guess), known in lists by its prefix.
 */
import { createHash, randomBytes } from 'node:crypto';

export const KEY_PREFIX = 'tpk_';

export function hashKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function newKeySecret(): string {
  return `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What lists show of a key: its first characters after the prefix. */
export function prefixOf(secret: string): string {
  return secret.slice(0, KEY_PREFIX.length + 8);
}
