/**
 * The durable job queue: pg-boss, on the API's own database — PostgreSQL, or the embedded PGlite
 * through `Database.executeSql` (pg-boss takes `{ db: { executeSql } }`; PGlite runs its
 * multi-statement schema scripts with `exec` and every parametrised statement with `query`).
 * graphile-worker needs a `pg` connection of its own and LISTEN on it, which an in-process PGlite
 * has not; pg-boss polls, so it runs on both. Jobs live in the `pgboss` schema: one queued before
 * a crash is still there after the restart, a failed attempt is retried with exponential backoff,
 * and after the last one the job ends failed with its error. The queue starts with the app (the
 * services that run jobs register workers) and stops with it: `stop` waits for running jobs.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';

export const QUEUE_SCHEMA = 'pgboss';

export interface QueueOptions {
  /** Attempts after the first before a job ends failed. */
  retryLimit: number;
  /** Seconds before the first retry; each later one waits about twice as long. */
  retryDelaySeconds: number;
  /** How often an idle worker looks for jobs. */
  pollSeconds: number;
  /** A job running longer is taken as lost (its process died) and retried. */
  expireSeconds: number;
}

export interface QueuedJob<T> {
  id: string;
  data: T;
  /** Attempts already failed (0 on the first). */
  retryCount: number;
  retryLimit: number;
}

function bossOf(database: Pick<Database, 'executeSql'>, options: Partial<PgBoss.ConstructorOptions> = {}) {
  return new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: QUEUE_SCHEMA,
    // No cron schedules; maintenance (expiring lost jobs, archiving) runs in every process.
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

export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;
  private readonly queues = new Set<string>();

  constructor(
    database: Pick<Database, 'executeSql'>,
    private readonly options: QueueOptions,
    private readonly onError: (error: Error) => void,
  ) {
    this.boss = bossOf(database, { supervise: true, migrate: true, maintenanceIntervalSeconds: 60 });
    this.boss.on('error', (error) => this.onError(error));
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
  }

  /**
   * Declares a queue with the retry policy (idempotent). `short`: at most one job of the queue
   * waits at a time (a recurring job's next run, whichever process queues it first).
   */
  async declare(name: string, kind: 'standard' | 'short' = 'standard'): Promise<void> {
    if (this.queues.has(name)) return;
    const policy = {
      name,
      policy: kind,
      retryLimit: this.options.retryLimit,
      retryDelay: this.options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.options.expireSeconds,
    };
    if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, policy);
    else await this.boss.createQueue(name, policy);
    this.queues.add(name);
  }

  /** Queues a job; resolves with its id once it is stored. */
  async send<T extends object>(name: string, data: T): Promise<string> {
    await this.declare(name);
    const id = await this.boss.send(name, data);
    if (!id) throw new Error(`the queue refused a job for ${name}`);
    return id;
  }

  /**
   * Queues the next run of a recurring job on a `short` queue, in `afterSeconds`; resolves false
   * when one is already waiting (another process, or an earlier start, queued it).
   */
  async sendNext<T extends object>(name: string, data: T, afterSeconds: number): Promise<boolean> {
    await this.declare(name, 'short');
    return (await this.boss.send(name, data, { startAfter: afterSeconds })) !== null;
  }

  /** Runs `handler` for each job of `name`, one at a time in this process; a throw is a failed attempt. */
  async work<T extends object>(
    name: string,
    handler: (job: QueuedJob<T>) => Promise<void>,
    kind: 'standard' | 'short' = 'standard',
  ): Promise<void> {
    await this.declare(name, kind);
    await this.boss.work<T>(
      name,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.options.pollSeconds },
      async (jobs) => {
        for (const job of jobs) {
          await handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
        }
      },
    );
  }

  /** Stops taking jobs and waits for those running to finish (graceful close). */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 8_000 });
  }
}
