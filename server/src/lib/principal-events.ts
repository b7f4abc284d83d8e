/**
 * One event for every write that changes who a signed-in caller is or what they may do: a user
 * edited or deleted, a role's permissions changed, a tenant changed, a session ended or rotated.
 * The repository that commits such a write emits it; its subscribers act on it, so no route has to
 * remember to: the principal cache (plugins/access.ts) forgets what it held, and the open streams
 * (plugins/stream-sessions.ts) whose caller would now be refused are ended.
 *
 * Once connected to the database, a change is also NOTIFYed on the `principal` channel, and one
 * another process NOTIFYed is emitted here as if made here: a sign-out, a deactivated user or a
 * stripped role served by one instance is honoured by every instance at once.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Database } from '../db/client';

const CHANNEL = 'principal';

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
  /** Tells this process's own notifications from other processes'. */
  private readonly origin = randomUUID();
  private database: Pick<Database, 'notify'> | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  /** Shares changes with every process on `database`; `onError` hears a notification that could not be sent. */
  async connect(database: Pick<Database, 'listen' | 'notify'>, onError: (error: unknown) => void): Promise<void> {
    this.unlisten = await database.listen(
      CHANNEL,
      (payload) => {
        let message: unknown;
        try {
          message = JSON.parse(payload);
        } catch {
          return;
        }
        if (message === null || typeof message !== 'object') return;
        const { origin, change } = message as { origin?: unknown; change?: PrincipalChange };
        if (origin !== this.origin && change && typeof change === 'object' && Number.isInteger(change.tenantId))
          this.emitter.emit('principal-changed', change);
      },
      // Changes made while the connection was down never arrive: forget everything instead.
      () => this.emitter.emit('principal-resync'),
    );
    this.database = database;
    this.onError = onError;
  }

  private onError: (error: unknown) => void = () => undefined;

  async close(): Promise<void> {
    this.database = undefined;
    await this.unlisten?.();
  }

  emit(change: PrincipalChange): void {
    this.emitter.emit('principal-changed', change);
    this.database?.notify(CHANNEL, JSON.stringify({ origin: this.origin, change })).catch(this.onError);
  }

  /** Subscribes `listener`; returns the unsubscribe. */
  onChange(listener: (change: PrincipalChange) => void): () => void {
    this.emitter.on('principal-changed', listener);
    return () => this.emitter.off('principal-changed', listener);
  }

  /** Subscribes `listener` to "changes may have been missed" (the shared connection came back). */
  onResync(listener: () => void): () => void {
    this.emitter.on('principal-resync', listener);
    return () => this.emitter.off('principal-resync', listener);
  }
}
