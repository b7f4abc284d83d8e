/** What a kind of background job is, and the options of the queue that runs it (job-queue.ts). */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Static, TSchema } from 'typebox';

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

/**
 * A kind's `failed` that records `fail` for the work its payload names: a malformed payload (data
 * undefined) names none, so there is nothing to record.
 */
export function failedWork<D>(fail: (data: D, reason: string) => Promise<void>) {
  return (data: D | undefined, reason: string): Promise<void> => (data ? fail(data, reason) : Promise.resolve());
}

/** A job id derived from its queue and key: queuing the same work twice queues it once. */
export function keyedJobId(queue: string, key: string): string {
  const hex = createHash('sha1').update(`${queue}\u0000${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
