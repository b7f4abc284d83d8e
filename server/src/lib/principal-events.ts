/**
 * One event for every write that changes who a signed-in caller is or what they may do: a user
 * edited or deleted, a role's permissions changed, a tenant changed, a session ended or rotated.
 * The repository that commits such a write emits it; its subscribers act on it, so no route has to
 * remember to: the principal cache (plugins/access.ts) forgets what it held, and the open streams
 * (plugins/stream-sessions.ts) whose caller would now be refused are ended.
 */
import { EventEmitter } from 'node:events';

/** What changed: the narrowest key given decides what is forgotten (session, user, role, else tenant). */
export interface PrincipalChange {
  tenantId: number;
  userId?: number;
  roleId?: number;
  sessionId?: string;
  /** A touchpoint key revoked: its machine is refused from the next call. */
  keyHash?: string;
}

export class PrincipalEvents {
  private readonly emitter = new EventEmitter();

  emit(change: PrincipalChange): void {
    this.emitter.emit('principal-changed', change);
  }

  /** Subscribes `listener`; returns the unsubscribe. */
  onChange(listener: (change: PrincipalChange) => void): () => void {
    this.emitter.on('principal-changed', listener);
    return () => this.emitter.off('principal-changed', listener);
  }
}
