/**
 * The one way background work runs: the durable queue, pg-boss, on the API's own database —
 * PostgreSQL, or the embedded PGlite through `Database.executeSql` (pg-boss takes
 * `{ db: { executeSql } }`; it polls, so it needs no LISTEN connection of its own).
 *
 * - A job kind (`JobKind`) names its queue and its payload's schema; a payload that does not match
 *   fails the job for good with the reason, never retried. A failed attempt is retried with
 *   backoff; after the last one the kind's `failed` records why.
 * - One process runs a job at a time: the queue hands it to one worker, which holds the job's
 *   lease (job-lease-repository.ts) and renews it while it runs. A process that dies stops
 *   renewing: its lease runs out, the reaper hands the job back, and another process runs it —
 *   so every job must be idempotent, and is told through `signal` when its lease was lost.
 * - Recurring work (`every`) is a job that queues its own next run; its queue lets one run wait
 *   and one run at a time (pg-boss's `stately` policy), whichever processes start it.
 * - The reaper that hands back lost jobs is the queue's own supervision, a timer in every process
 *   that works a queue (as pg-boss's maintenance is), never a job: a job could not hand back itself.
 * - A kind whose work is recorded in its own rows (`unfinished`) is reconciled: work whose job was
 *   never queued (a crash in between) is queued, work whose job failed for good is failed.
 * - `stop` stops taking jobs, waits for running ones, and hands back what is still running.
 */
import { createHash, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Database } from '../../db/client';
import {
  QUEUE_SCHEMA,
  claimLease,
  dropLease,
  renewLease,
  takeExpiredLeases,
  takeLease,
  unleasedActiveJobs,
} from './job-lease-repository';

export { QUEUE_SCHEMA };

export interface QueueOptions {
  /** Attempts after the first before a job ends failed (a kind may set its own). */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long. */
  retryDelaySeconds: number;
  /** How often an idle worker looks for jobs. */
  pollSeconds: number;
  /** The longest a job may run before the queue takes it as failed (a kind may set its own). */
  expireSeconds: number;
  /** A running job's lease: renewed every third of it, handed back once it runs out. */
  leaseSeconds: number;
  /** Queues this process works: 'all', or the names of some (none: only queue jobs). */
  workers: 'all' | readonly string[];
}

export interface JobContext {
  id: string;
  /** Logs with the job's queue and id, and the id of the request that queued it. */
  log: FastifyBaseLogger;
  /** 1 on the first attempt. */
  attempt: number;
  /** Whether a failure of this attempt is the last (the job then ends failed). */
  final: boolean;
  /** Aborted when this process lost the job's lease (another process may run it now). */
  signal: AbortSignal;
}

export interface JobKind<S extends TSchema = TSchema> {
  queue: string;
  payload: S;
  run(data: Static<S>, job: JobContext): Promise<void>;
  /** Records that the work failed for good (conditional: work finished meanwhile stays as it is). */
  failed?(data: Static<S> | undefined, reason: string): Promise<void>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireSeconds?: number;
  /** The kind's unfinished work, by the key it was queued under (only work older than a moment). */
  unfinished?(): Promise<{ key: string; data: Static<S> }[]>;
}

/** A job id derived from its queue and key: queuing the same work twice queues it once. */
export function keyedJobId(queue: string, key: string): string {
  const hex = createHash('sha1').update(`${queue}\u0000${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

class MalformedPayload extends Error {}

function bossOf(database: Pick<Database, 'executeSql'>, options: Partial<PgBoss.ConstructorOptions> = {}) {
  return new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: QUEUE_SCHEMA,
    // No cron schedules: recurring work queues its own next run (`every`).
    schedule: false,
    ...options,
  } as PgBoss.ConstructorOptions);
}

/** Creates or upgrades the queue's schema (boot and the test template, beside the migrations). */
export async function installQueue(database: Pick<Database, 'executeSql'>): Promise<void> {
  const boss = bossOf(database, { supervise: false, migrate: true });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

/** The key under which a job's data carries the id of the request that queued it. */
const REQUEST_ID = '_requestId';

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private started = false;
  private reaper: NodeJS.Timeout | undefined;
  private readonly declared = new Map<string, Promise<void>>();
  private readonly workerIds = new Map<string, string>();
  private readonly running = new Set<Promise<unknown>>();
  /** Failed attempts by queue since start (for /metrics). */
  readonly failures = new Map<string, number>();

  constructor(
    private readonly database: Pick<Database, 'executeSql' | 'db'>,
    private readonly options: QueueOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.boss = bossOf(database, {
      supervise: true,
      migrate: true,
      maintenanceIntervalSeconds: 30,
      archiveCompletedAfterSeconds: 3600,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue'));
  }

  /** Whether this process works `queue`. */
  works(queue: string): boolean {
    return this.options.workers === 'all' || this.options.workers.includes(queue);
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
    // The reaper is the queue's own supervision, like pg-boss's maintenance: a timer in every
    // process that works a queue, never a job itself (a job cannot hand back its own dead run).
    if (this.options.workers === 'all' || this.options.workers.length > 0) {
      this.reaper = setInterval(
        () => {
          this.reap().catch((error: unknown) => this.log.warn({ err: error }, 'could not hand back lost jobs'));
        },
        (this.options.leaseSeconds * 1000) / 3,
      );
      this.reaper.unref();
    }
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
        await this.leased(kind.queue, job.id, async (signal) => {
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
    if (!this.works(name)) return;
    await this.declare(name, 'stately');
    const id = await this.boss.work(
      name,
      { batchSize: 1, pollingIntervalSeconds: Math.max(0.5, Math.min(this.options.pollSeconds, seconds)) },
      async ([job]) => {
        if (!job) return;
        // Refused while one already waits: then that one is the next run.
        await this.boss.send(name, {}, { startAfter: seconds });
        await this.leased(name, job.id, () => pass());
      },
    );
    this.workerIds.set(name, id);
    await this.boss.send(name, {}, { startAfter: 0 });
  }

  /** Runs `fn` holding the job's lease, renewing it; `signal` aborts when the lease is lost. */
  private async leased(queue: string, jobId: string, fn: (signal: AbortSignal) => Promise<unknown>) {
    const { db } = this.database;
    const seconds = this.options.leaseSeconds;
    const controller = new AbortController();
    await takeLease(db, jobId, queue, this.owner, seconds);
    const timer = setInterval(
      () => {
        renewLease(db, jobId, this.owner, seconds)
          .then((held) => {
            if (!held && !controller.signal.aborted) {
              this.log.warn({ queue, job: jobId }, 'job lease lost: another process may run the job now');
              controller.abort(new Error('the job’s lease was lost'));
            }
          })
          .catch((error: unknown) => this.log.warn({ err: error, queue, job: jobId }, 'could not renew a job lease'));
      },
      (seconds * 1000) / 3,
    );
    const work = fn(controller.signal);
    this.running.add(work);
    try {
      await work;
    } finally {
      this.running.delete(work);
      clearInterval(timer);
      await dropLease(db, jobId, this.owner).catch(() => undefined);
    }
  }

  /**
   * Hands back the jobs whose lease ran out, and those taken but never leased. Each is handed back
   * by one process only: an expired lease is deleted by the one that takes it, and an unleased job
   * is first leased to the reaper that claims it.
   */
  async reap(): Promise<number> {
    const { db } = this.database;
    const lost = (await takeExpiredLeases(db)).map((l) => ({ queue: l.queue, id: l.jobId, owner: l.owner }));
    for (const job of await unleasedActiveJobs(db, this.options.leaseSeconds * 2)) {
      if (await claimLease(db, job.id, job.name, `${this.owner}:reaper`, this.options.leaseSeconds)) {
        lost.push({ queue: job.name, id: job.id, owner: '' });
      }
    }
    for (const job of lost) {
      this.log.warn(job, 'job handed back: its process stopped renewing its lease');
      await this.boss.fail(job.queue, job.id, { message: 'The process running this job stopped; it is retried.' });
      await dropLease(db, job.id, `${this.owner}:reaper`);
    }
    return lost.length;
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
    const depths = new Map<string, number>();
    for (const queue of this.declared.keys())
      depths.set(queue, await this.boss.getQueueSize(queue, { before: 'completed' }));
    return depths;
  }

  /** Resolves once no job of `queues` waits or runs (jobs due later included): tests, benches. */
  async drain(queues: readonly string[]): Promise<void> {
    for (;;) {
      const sizes = await Promise.all(queues.map((q) => this.boss.getQueueSize(q, { before: 'completed' })));
      if (sizes.every((n) => n === 0) && this.running.size === 0) return;
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

  /** Stops taking jobs, waits for running ones up to `timeoutMs`, then hands back the rest. */
  async stop(timeoutMs = 8_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    clearInterval(this.reaper);
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}
