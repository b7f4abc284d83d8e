/**
 * An open stream (server-sent events) ends when a request of its caller would be refused: its
 * session ended (sign-out, a password change), its user deactivated or deleted, its role stripped
 * of the route's permission, its tenant's licence lapsed. Every principal change
 * (lib/principal-events.ts) has the sessions of the streams it touches read again at once, and a
 * sweep every `recheckMs` reads all of them (a change committed by another process reaches this
 * one only so). A stream whose session cannot be read is ended too. The console reconnects, and
 * the reconnection is authenticated like any request.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { PrincipalChange } from '../lib/principal-events';
import { sessionsLoader, type SessionRow } from '../services/merchant/auth/auth-repository';
import { principalOf, sessionAdmits, type Access } from './access';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open streams, each ended when its caller would be refused. */
    streamSessions: StreamSessions;
  }
}

interface Watched {
  sessionId: string;
  userId: number;
  tenantId: number;
  access: Access;
  end: () => void;
}

type LoadSessions = (sessionIds: readonly string[]) => Promise<SessionRow[]>;

export class StreamSessions {
  private readonly watched = new Set<Watched>();
  private readonly pending = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private sweeping = false;

  constructor(
    private readonly load: LoadSessions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Watches the stream `request` opened until the returned unwatch is called; `end` closes it.
   * Its session is read once at the start: a change committed while the request was being
   * authenticated was announced before the stream was watched.
   */
  watch(request: FastifyRequest, end: () => void): () => void {
    const { sessionId, userId, tenantId } = principalOf(request);
    const access = request.routeOptions.config.access;
    if (!access) throw new Error(`${request.routeOptions.url ?? request.url} declares no access`);
    const entry: Watched = { sessionId, userId, tenantId, access, end };
    this.watched.add(entry);
    this.recheck([entry]);
    return () => this.watched.delete(entry);
  }

  /**
   * Reads again the sessions of the streams a change touches: one session, one user's, else (a
   * role's permissions, the tenant itself) every stream of the tenant. A touchpoint key's change
   * touches none: no stream belongs to a machine.
   */
  changed(change: PrincipalChange): void {
    if (change.keyHash !== undefined) return;
    const touched = [...this.watched].filter((w) =>
      change.sessionId !== undefined
        ? w.sessionId === change.sessionId
        : change.userId !== undefined
          ? w.userId === change.userId
          : w.tenantId === change.tenantId,
    );
    if (touched.length > 0) this.recheck(touched);
  }

  /** Sweeps every `intervalMs`; a sweep still reading when the next is due lets it pass. */
  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      if (this.sweeping || this.watched.size === 0) return;
      this.sweeping = true;
      void this.recheck([...this.watched]).finally(() => (this.sweeping = false));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.idle();
  }

  /** Resolves once every read started so far has been acted on. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  /** Streams watched now. */
  get size(): number {
    return this.watched.size;
  }

  private recheck(entries: Watched[]): Promise<void> {
    const run: Promise<void> = this.decide(entries)
      .catch((error: unknown) => this.log.error({ err: error }, 'open streams: ending refused callers failed'))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
    return run;
  }

  private async decide(entries: Watched[]): Promise<void> {
    let rows: SessionRow[] = [];
    try {
      rows = await this.load([...new Set(entries.map((entry) => entry.sessionId))]);
    } catch (error) {
      this.log.error({ err: error }, 'open streams: their sessions could not be read, so the streams end');
    }
    const bySession = new Map(rows.map((row) => [row.sessionId, row]));
    for (const entry of entries) {
      if (!this.watched.has(entry)) continue;
      const row = bySession.get(entry.sessionId);
      if (row && sessionAdmits(row, entry.userId, entry.access)) continue;
      this.watched.delete(entry);
      entry.end();
    }
  }
}

export default fp<{ db: Db; recheckMs: number }>(
  async (app: FastifyInstance, { db, recheckMs }) => {
    const sessions = new StreamSessions(sessionsLoader(db), app.log);
    app.decorate('streamSessions', sessions);
    const unsubscribe = app.principalEvents.onChange((change) => sessions.changed(change));
    app.addHook('onReady', async () => sessions.start(recheckMs));
    app.addHook('onClose', async () => {
      unsubscribe();
      await sessions.stop();
    });
  },
  { name: 'stream-sessions', dependencies: ['access'] },
);
