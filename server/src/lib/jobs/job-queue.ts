/**
 * The one way background work runs: the durable queue, pg-boss, on the API's own database —
 * PostgreSQL, or the embedded PGlite through `Database.executeSql` (pg-boss takes
 * `{ db: { executeSql } }`; it polls, so it needs no LISTEN connection of its own).
 *
 * - A job kind (`JobKind`) names its queue and its payload's schema; a payload that does not match
 *   fails the job for good with the reason, never retried. A failed attempt is retried with
 *   backoff; after the last one the kind's `failed` records why.
 * - One process runs a job at a time: the queue hands it to one worker, which holds the job's
 *   lease (job-leases.ts) and renews it while it runs. A process that dies stops
 *   renewing: its lease runs out, the reaper hands the job back, and another process runs it —
 *   so every job must be idempotent, and is told through `signal` when its lease was lost.
 * - Recurring work (`every`) is a job that queues its own next run; its queue lets one run wait
 *   and one run at a time (pg-boss's `stately` policy), whichever processes start it.
 * - The reaper that hands back lost jobs is the queue's own supervision, a timer in every process
 *   that works a queue (as pg-boss's maintenance is), never a job: a job could not hand back itself.
 * - A kind whose work is recorded in its own rows (`unfinished`) is reconciled: work whose job was
 *   never queued (a crash in between) is queued, work whose job failed for good is failed.
 * - `stop` stops taking jobs, waits for running ones, and hands back what is still running; after
 *   it the queue holds no database, and refuses, with the reason, whatever is asked of it (only
 *   pg-boss's own late completions are dropped).
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Database } from '../../db/client';
import { keyedJobId, type JobKind, type QueueOptions } from './job-kind';
import { QUEUE_SCHEMA } from './job-lease-repository';
import { bossOf } from './job-boss';
import { JobLeases } from './job-leases';

export { QUEUE_SCHEMA };
export { installQueue } from './job-boss';
export { failedWork, keyedJobId, type JobContext, type JobKind, type QueueOptions } from './job-kind';

class MalformedPayload extends Error {}

/** The key under which a job's data carries the id of the request that queued it. */
const REQUEST_ID = '_requestId';

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private started = false;
  private readonly declared = new Map<string, Promise<void>>();
  private readonly workerIds = new Map<string, string>();
  private readonly leases: JobLeases;
  /** pg-boss's statements in flight, and whether the queue has let go of the database. */
  private readonly statements = new Set<Promise<unknown>>();
  private released = false;
  /** Failed attempts by queue since start (for /metrics). */
  readonly failures = new Map<string, number>();

  constructor(
    private readonly database: Pick<Database, 'executeSql' | 'db'>,
    private readonly options: QueueOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.boss = bossOf((text, values) => this.statement(text, values), {
      supervise: true,
      migrate: true,
      maintenanceIntervalSeconds: 30,
      archiveCompletedAfterSeconds: 3600,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue'));
    this.leases = new JobLeases(database.db, this.owner, options.leaseSeconds, log, (queue, id, message) =>
      this.boss.fail(queue, id, { message }),
    );
  }

  /**
   * Runs one of pg-boss's statements. pg-boss completes or fails a job without awaiting it, and its
   * workers may be between a fetch and a completion when it reports them stopped: `stop` waits for
   * the statements in flight, and one issued after that (a job that outlived the stop, completing)
   * is dropped rather than sent to a database about to close — that job is already failed, to run
   * again.
   */
  private statement(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (this.released) {
      this.log.debug({ statement: text.slice(0, 60) }, 'job queue stopped: a late statement of pg-boss was dropped');
      // No result: pg-boss counts a completion with none as affecting no job.
      return Promise.resolve(null as unknown as { rows: unknown[] });
    }
    const run = this.database.executeSql(text, values);
    this.statements.add(run);
    const forget = () => this.statements.delete(run);
    run.then(forget, forget);
    return run;
  }

  /** False once stopped: nothing more may be asked of it. */
  get running(): boolean {
    return !this.released;
  }

  private assertRunning(refused: string): void {
    if (this.released) throw new Error(`the job queue is stopped: ${refused}`);
  }

  works(queue: string): boolean {
    return this.options.workers === 'all' || this.options.workers.includes(queue);
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.released = false;
    await this.boss.start();
    this.started = true;
    if (this.options.workers === 'all' || this.options.workers.length > 0) this.leases.startReaper();
  }

  /**
   * Creates (or updates) a queue once per process: requests sending at once share one declaration,
   * and a queue another process created between the look and the create is updated instead.
   */
  private declare(name: string, policy: 'standard' | 'stately', kind?: JobKind): Promise<void> {
    let declared = this.declared.get(name);
    if (!declared) {
      declared = this.declareOnce(name, policy, kind);
      this.declared.set(name, declared);
      declared.catch(() => this.declared.delete(name));
    }
    return declared;
  }

  private async declareOnce(name: string, policy: 'standard' | 'stately', kind?: JobKind): Promise<void> {
    const options = {
      name,
      policy,
      retryLimit: kind?.retryLimit ?? this.options.retryLimit,
      retryDelay: kind?.retryDelaySeconds ?? this.options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: kind?.expireSeconds ?? this.options.expireSeconds,
    };
    // pg-boss's create_queue deadlocks against the same call from another process: the loser
    // tries again a moment later, when the winner's queue is there to update.
    for (let attempt = 1; ; attempt++) {
      try {
        if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, options);
        else await this.boss.createQueue(name, options);
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 50));
      }
    }
  }

  /**
   * Queues a job of `kind`; with a `key`, a job queued under the same key before is not queued
   * again. Resolves with the job's id once it is stored (and wakes this process's worker).
   */
  async send<S extends TSchema>(
    kind: JobKind<S>,
    data: Static<S>,
    options: { key?: string; startAfterSeconds?: number; requestId?: string } = {},
  ): Promise<string> {
    this.assertRunning('nothing more can be queued');
    await this.declare(kind.queue, 'standard', kind);
    const id = options.key !== undefined ? keyedJobId(kind.queue, options.key) : randomUUID();
    // The request that queued the job rides along, so the job's log lines carry its id.
    const stored = options.requestId ? { ...(data as object), [REQUEST_ID]: options.requestId } : (data as object);
    await this.boss.send(kind.queue, stored, { id, startAfter: options.startAfterSeconds ?? 0 });
    const worker = this.workerIds.get(kind.queue);
    if (worker) this.boss.notifyWorker(worker);
    return id;
  }

  /** Runs jobs of `kind` in this process (when it works that queue), and reconciles its work. */
  async work<S extends TSchema>(kind: JobKind<S>, reconcileSeconds = 15): Promise<void> {
    this.assertRunning('it takes no work');
    if (!this.works(kind.queue)) return;
    await this.declare(kind.queue, 'standard', kind);
    const check = Compile(kind.payload);
    const id = await this.boss.work<Static<S>>(
      kind.queue,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.options.pollSeconds },
      async ([job]) => {
        if (!job) return;
        const { [REQUEST_ID]: requestId, ...data } = (job.data ?? {}) as Record<string, unknown>;
        const log = this.log.child({ queue: kind.queue, job: job.id, ...(requestId ? { request_id: requestId } : {}) });
        const context = { id: job.id, log, attempt: job.retryCount + 1, final: job.retryCount >= job.retryLimit };
        await this.leases.hold(kind.queue, job.id, async (signal) => {
          try {
            if (!check.Check(data)) {
              const first = [...check.Errors(data)][0];
              throw new MalformedPayload(
                `malformed payload: ${first ? `${first.instancePath} ${first.message}` : 'invalid'}`,
              );
            }
            await kind.run(data, { ...context, signal });
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            const final = context.final || error instanceof MalformedPayload;
            log.warn({ attempt: context.attempt, final, reason }, 'job failed');
            this.failures.set(kind.queue, (this.failures.get(kind.queue) ?? 0) + 1);
            if (final) await kind.failed?.(check.Check(data) ? data : undefined, reason);
            // A malformed payload is never retried: the job ends (cancelled) with the reason logged.
            if (error instanceof MalformedPayload) await this.boss.cancel(kind.queue, job.id);
            else throw error;
          }
        });
      },
    );
    this.workerIds.set(kind.queue, id);
    if (kind.unfinished) await this.every(`${kind.queue}-reconcile`, reconcileSeconds, () => this.reconcile(kind));
  }

  /**
   * Runs `pass` about every `seconds` in whichever process takes its turn, one pass at a time
   * across every process (each pass queues the next before it starts).
   */
  async every(name: string, seconds: number, pass: () => Promise<unknown>): Promise<void> {
    this.assertRunning('it takes no work');
    if (!this.works(name)) return;
    await this.declare(name, 'stately');
    const id = await this.boss.work(
      name,
      { batchSize: 1, pollingIntervalSeconds: Math.max(0.5, Math.min(this.options.pollSeconds, seconds)) },
      async ([job]) => {
        if (!job) return;
        // Refused while one already waits: then that one is the next run.
        await this.boss.send(name, {}, { startAfter: seconds });
        await this.leases.hold(name, job.id, () => pass());
      },
    );
    this.workerIds.set(name, id);
    await this.boss.send(name, {}, { startAfter: 0 });
  }

  /** Hands back the jobs whose process stopped renewing their lease (the reaper's pass). */
  reap(): Promise<number> {
    return this.leases.reap();
  }

  private async reconcile<S extends TSchema>(kind: JobKind<S>): Promise<void> {
    for (const work of (await kind.unfinished?.()) ?? []) {
      const id = keyedJobId(kind.queue, work.key);
      const job = await this.boss.getJobById(kind.queue, id, { includeArchive: true });
      if (!job) {
        this.log.warn({ queue: kind.queue, key: work.key }, 'unfinished work had no job: queued');
        await this.send(kind, work.data, { key: work.key });
      } else if (job.state === 'failed' || job.state === 'cancelled' || job.state === 'completed') {
        await kind.failed?.(work.data, 'The work was interrupted too many times and was given up.');
      }
    }
  }

  /** Jobs waiting or running per queue this process declared (for /metrics). */
  async depths(): Promise<Map<string, number>> {
    this.assertRunning('its depths are unknown');
    const depths = new Map<string, number>();
    for (const queue of this.declared.keys())
      depths.set(queue, await this.boss.getQueueSize(queue, { before: 'completed' }));
    return depths;
  }

  /** Resolves once no job of `queues` waits or runs (jobs due later included): tests, benches. */
  async drain(queues: readonly string[]): Promise<void> {
    for (;;) {
      this.assertRunning('nothing will drain');
      const sizes = await Promise.all(queues.map((q) => this.boss.getQueueSize(q, { before: 'completed' })));
      if (sizes.every((n) => n === 0) && this.leases.running.size === 0) return;
      for (const q of queues) {
        const worker = this.workerIds.get(q);
        if (worker) this.boss.notifyWorker(worker);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Takes no new job from now on (the process is draining): jobs running here finish, and what is
   * queued waits for another process. Sending still works.
   */
  async pause(): Promise<void> {
    for (const id of this.workerIds.values()) await this.boss.offWork({ id });
    this.workerIds.clear();
  }

  /**
   * Stops taking jobs and waits for running ones up to `timeoutMs`; then hands back the rest (pg-boss
   * fails them, to run again), tells them through `signal` and gives them a second to end. Resolves
   * once nothing of the queue uses the database any more, so the database may close.
   */
  async stop(timeoutMs = 8_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    this.leases.abortAll('the job queue stopped');
    const ended = Promise.allSettled([...this.leases.running.keys(), this.leases.stopReaper(), ...this.statements]);
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    this.released = true;
    // What was in flight a moment ago ends on its own; nothing new starts.
    await Promise.allSettled([...this.statements]);
  }
}
