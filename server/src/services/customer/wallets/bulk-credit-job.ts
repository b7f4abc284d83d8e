/**
 * Bulk credit as a job on the queue: `start` checks the request, stores the batch (once per
 * Idempotency-Key: the same POST again answers the same batch) and queues its job, and answers at
 * once; whichever process takes the job credits the wallets in order, saving the outcomes and the
 * counts every `STEP` wallets. A process that dies mid-batch loses nothing: the queue hands the job
 * to another, which resumes after the last step saved — the wallets it credits again answer
 * "replayed" from the ledger, so nobody is paid twice. Progress lives on the batch row, so the
 * console polls it, and the credit goes on whether or not the dialog stays open.
 */
import type { BulkCredit, BulkCreditBody } from '@console/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import { HttpError } from '../../../lib/http-errors';
import { failedWork, type JobContext, type JobKind, type JobQueue } from '../../../lib/jobs/job-queue';
import {
  BatchSuperseded,
  beginAttempt,
  failBatch,
  finishBatch,
  presentBatch,
  presentWithResults,
  restartBatch,
  saveProgress,
  storeBatch,
  unfinishedBatches,
  type BatchRow,
} from './bulk-credit-batch-service';
import { creditWallets, rupeeText } from './bulk-credit-service';

export const BULK_CREDIT_QUEUE = 'bulk-credit';
const BulkCreditJob = Type.Object({
  batchId: Type.Integer({ minimum: 1 }),
  /** The batch's run the job is for (Run Again starts the next run, with its own job). */
  run: Type.Integer({ minimum: 1 }),
});
/** Wallets credited between two saves of the progress: at most this many are credited again on a resume. */
export const STEP = 25;
/** A batch unchanged this long while queued or running has its job checked by the reconcile. */
const RECONCILE_AFTER_SECONDS = 30;

/**
 * Each wallet's failure is its own outcome; the queue retries an attempt whose process died or
 * whose database went away mid-step, from the last step saved.
 */
const RETRY = { retryLimit: 5, retryDelaySeconds: 2, expireSeconds: 60 * 60 } satisfies Partial<JobKind>;

const jobKey = (batch: { id: number; run: number }) => `${batch.id}:${batch.run}`;

export class BulkCreditJobs {
  readonly kind: JobKind<typeof BulkCreditJob>;

  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
    /** Wallets credited between two saves of the progress. */
    private readonly step = STEP,
  ) {
    this.kind = {
      queue: BULK_CREDIT_QUEUE,
      payload: BulkCreditJob,
      ...RETRY,
      run: (data, job) => this.runJob(data, job),
      failed: failedWork((data, reason) =>
        failBatch(this.db, data.batchId, data.run, `The bulk credit could not finish: ${reason}`),
      ),
      unfinished: async () =>
        (await unfinishedBatches(this.db, RECONCILE_AFTER_SECONDS)).map((batch) => ({
          key: jobKey(batch),
          data: { batchId: batch.id, run: batch.run },
        })),
    };
  }

  /** Takes bulk credit jobs in this process (when it works their queue). */
  async startWorker(): Promise<void> {
    await this.queue.work(this.kind);
  }

  /** Resolves when no bulk credit job waits or runs (tests). */
  async idle(): Promise<void> {
    await this.queue.drain([BULK_CREDIT_QUEUE]);
  }

  /**
   * Stores the batch and queues its job (`created`), or answers the batch stored under the same
   * key before. Every refusal comes before anything is stored: a bad amount is 400, the key of
   * another batch (other wallets, amount or remark) 409.
   */
  async start(
    actor: Actor & { userId: number },
    body: BulkCreditBody,
    key: string,
    requestId?: string,
  ): Promise<{ batch: BulkCredit; created: boolean }> {
    const { row, created } = await storeBatch(this.db, actor, body, key);
    if (!created) return { batch: await presentWithResults(this.db, row), created };
    await this.enqueue(row, requestId);
    return { batch: presentBatch(row, null), created };
  }

  /** Run Again: the next run of an ended batch, from its first wallet (those paid answer "replayed"). */
  async runAgain(tenantId: number, id: number, requestId?: string): Promise<BulkCredit> {
    const row = await restartBatch(this.db, tenantId, id);
    await this.enqueue(row, requestId);
    return presentBatch(row, null);
  }

  /**
   * Queues the batch's job. One not queued here (the database refused it just now) is queued by
   * the reconcile shortly: the batch is stored, and that is what decides it runs.
   */
  private async enqueue(row: BatchRow, requestId?: string): Promise<void> {
    await this.queue
      .send(this.kind, { batchId: row.id, run: row.run }, { key: jobKey(row), requestId })
      .catch((error: unknown) => this.log.warn({ err: error, batch: row.id }, 'bulk credit job not queued yet'));
  }

  private async runJob(data: { batchId: number; run: number }, job: JobContext): Promise<void> {
    const batch = await beginAttempt(this.db, data.batchId, data.run);
    if (!batch) return;
    const attempt = { id: batch.id, attempt: batch.attempt };
    const actor: Actor = {
      tenantId: batch.tenantId,
      userId: batch.createdBy,
      email: batch.createdByEmail,
      ip: batch.createdIp,
    };
    const payment = { amount: rupeeText(batch.amount), remark: batch.remark };
    const log = job.log.child({ batch: batch.id, run: batch.run, attempt: batch.attempt });
    try {
      for (let at = batch.processed; at < batch.walletIds.length; at += this.step) {
        const step = batch.walletIds.slice(at, at + this.step);
        const outcomes = await creditWallets(this.db, log, actor, payment, batch.batchKey, step, job.signal);
        await saveProgress(this.db, attempt, at, outcomes);
      }
      await finishBatch(this.db, attempt);
    } catch (error) {
      // Another attempt owns the batch now (this one lost its lease): it decides how the batch ends.
      if (error instanceof BatchSuperseded || job.signal.aborted) {
        log.warn('bulk credit attempt stopped: another attempt took the batch over');
        return;
      }
      if (!(error instanceof HttpError)) log.error({ err: error }, 'bulk credit attempt failed');
      throw error;
    }
  }
}
