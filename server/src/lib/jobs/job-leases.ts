/**
 * The leases of running jobs (job-queue.ts): a process holds a job's lease while it runs it and
 * renews it every third of its length; a process that dies stops renewing, its lease runs out, and
 * the reaper of any process hands the job back to the queue to run again.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  claimLease,
  dropLease,
  renewLease,
  takeExpiredLeases,
  takeLease,
  unleasedActiveJobs,
} from './job-lease-repository';

export class JobLeases {
  /** Jobs running in this process, and how to tell each that it should stop. */
  readonly running = new Map<Promise<unknown>, AbortController>();
  private reaper: NodeJS.Timeout | undefined;
  private reaping: Promise<unknown> | undefined;

  constructor(
    private readonly db: Db,
    private readonly owner: string,
    private readonly seconds: number,
    private readonly log: FastifyBaseLogger,
    /** Fails a job in the queue, to be retried. */
    private readonly handBack: (queue: string, jobId: string, message: string) => Promise<unknown>,
  ) {}

  /** Runs `fn` holding the job's lease, renewing it; `signal` aborts when the lease is lost. */
  async hold(queue: string, jobId: string, fn: (signal: AbortSignal) => Promise<unknown>): Promise<void> {
    const { db, seconds } = this;
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
    this.running.set(work, controller);
    try {
      await work;
    } finally {
      this.running.delete(work);
      clearInterval(timer);
      await dropLease(db, jobId, this.owner).catch(() => undefined);
    }
  }

  /** Hands back lost jobs every third of a lease, one pass at a time. */
  startReaper(): void {
    this.reaper = setInterval(
      () => {
        this.reaping ??= this.reap()
          .catch((error: unknown) => this.log.warn({ err: error }, 'could not hand back lost jobs'))
          .finally(() => (this.reaping = undefined));
      },
      (this.seconds * 1000) / 3,
    );
    this.reaper.unref();
  }

  /** Stops the reaper; resolves once its pass in progress, if any, has ended. */
  async stopReaper(): Promise<void> {
    clearInterval(this.reaper);
    await this.reaping;
  }

  /** Tells every job running here to stop (`reason` reaches its signal). */
  abortAll(reason: string): void {
    for (const controller of this.running.values()) controller.abort(new Error(reason));
  }

  /**
   * Hands back the jobs whose lease ran out, and those taken but never leased. Each is handed back
   * by one process only: an expired lease is deleted by the one that takes it, and an unleased job
   * is first leased to the reaper that claims it.
   */
  async reap(): Promise<number> {
    const { db } = this;
    const lost = (await takeExpiredLeases(db)).map((l) => ({ queue: l.queue, id: l.jobId, owner: l.owner }));
    for (const job of await unleasedActiveJobs(db, this.seconds * 2)) {
      if (await claimLease(db, job.id, job.name, `${this.owner}:reaper`, this.seconds)) {
        lost.push({ queue: job.name, id: job.id, owner: '' });
      }
    }
    for (const job of lost) {
      this.log.warn(job, 'job handed back: its process stopped renewing its lease');
      await this.handBack(job.queue, job.id, 'The process running this job stopped; it is retried.');
      await dropLease(db, job.id, `${this.owner}:reaper`);
    }
    return lost.length;
  }
}
