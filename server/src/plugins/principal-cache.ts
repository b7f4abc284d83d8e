/** The callers the access hook loaded lately, kept a few seconds (AUTH_CACHE_MS). */
import { LRUCache } from 'lru-cache';
import type { PrincipalChange } from '../lib/principal-events';
import type { PrincipalRow } from '../services/merchant/auth/auth-repository';

/**
 * Callers loaded in the last few seconds (`ttlMs`), at most `max` sessions, so a burst of
 * requests costs one lookup. Every write that changes a caller emits a principal change
 * (lib/principal-events.ts), and this cache, its one subscriber, forgets what the change
 * touches; another process serving the same database sees such a change within `ttlMs`.
 */
export class PrincipalCache {
  private readonly entries: LRUCache<string, PrincipalRow> | undefined;
  /**
   * Counts what was forgotten: a row loaded while a change happened may predate it, so it is kept
   * only when nothing was forgotten between the load's start and its end.
   */
  epoch = 0;

  constructor(ttlMs: number, max = 50_000) {
    this.entries = ttlMs > 0 ? new LRUCache({ max, ttl: ttlMs }) : undefined;
  }

  get(sessionId: string): PrincipalRow | undefined {
    return this.entries?.get(sessionId);
  }

  set(sessionId: string, row: PrincipalRow): void {
    this.entries?.set(sessionId, row);
  }

  /** Forgets every session (changes may have been missed). */
  clear(): void {
    this.epoch += 1;
    this.entries?.clear();
  }

  /** Forgets the sessions a change touches: one session, a user's, a role's, or a whole tenant's. */
  forget(change: PrincipalChange): void {
    this.epoch += 1;
    if (!this.entries) return;
    if (change.sessionId !== undefined) {
      this.entries.delete(change.sessionId);
      return;
    }
    const touched = (row: PrincipalRow) =>
      change.userId !== undefined
        ? row.userId === change.userId
        : change.roleId !== undefined
          ? row.roleId === change.roleId
          : row.tenantId === change.tenantId;
    for (const [sessionId, row] of this.entries.entries()) if (touched(row)) this.entries.delete(sessionId);
  }
}
