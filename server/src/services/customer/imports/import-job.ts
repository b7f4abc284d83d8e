/**
 * CSV imports as jobs on the queue: `start` checks the upload, stores the import (once per file:
 * the same file again answers the same import) and queues its job, and answers at once; whichever
 * process takes the job runs the rows in steps, saving each step's outcomes and the counts — for
 * customers and group members in the step's own transaction. A process that dies mid-import
 * loses nothing: the queue hands the job to another, which resumes after the last step saved (a
 * top-up paid again answers "unchanged" from the ledger). Progress lives on the import's row, so
 * the console polls it, and the import goes on whether or not the dialog stays open.
 */
import type { Import } from '@console/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/audit';
import { HttpError } from '../../../lib/http-errors';
import { failedWork, type JobContext, type JobKind, type JobQueue } from '../../../lib/jobs/job-queue';
import {
  beginAttempt,
  failImport,
  finishImport,
  ImportSuperseded,
  presentImport,
  runStep,
  stepContext,
  storeImport,
  unfinishedImports,
  type Caller,
  type Upload,
} from './imports-service';

export const IMPORT_QUEUE = 'customer-import';
const ImportJob = Type.Object({ importId: Type.Integer({ minimum: 1 }) });
/** An import unchanged this long while queued or running has its job checked by the reconcile. */
const RECONCILE_AFTER_SECONDS = 30;
/** A row's failure is its own outcome; the queue retries an attempt whose process died, from the last step saved. */
const RETRY = { retryLimit: 5, retryDelaySeconds: 2, expireSeconds: 60 * 60 } satisfies Partial<JobKind>;

export class ImportJobs {
  readonly kind: JobKind<typeof ImportJob>;

  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
  ) {
    this.kind = {
      queue: IMPORT_QUEUE,
      payload: ImportJob,
      ...RETRY,
      run: (data, job) => this.runJob(data.importId, job),
      failed: failedWork((data, reason) =>
        failImport(this.db, data.importId, `The import could not finish: ${reason}`),
      ),
      unfinished: async () =>
        (await unfinishedImports(this.db, RECONCILE_AFTER_SECONDS)).map((row) => ({
          key: String(row.id),
          data: { importId: row.id },
        })),
    };
  }

  /** Takes import jobs in this process (when it works their queue). */
  async startWorker(): Promise<void> {
    await this.queue.work(this.kind);
  }

  /** Resolves when no import job waits or runs (tests). */
  async idle(): Promise<void> {
    await this.queue.drain([IMPORT_QUEUE]);
  }

  /** Stores the import and queues its job (`created`), or answers the import this file made before. */
  async start(
    caller: Caller,
    actor: Actor & { userId: number },
    upload: Upload,
    requestId?: string,
  ): Promise<{ data: Import; created: boolean }> {
    const { row, created } = await storeImport(this.db, caller, actor, upload);
    // Queued by the reconcile shortly when the database refused it just now: the stored row decides it runs.
    if (created) {
      await this.queue
        .send(this.kind, { importId: row.id }, { key: String(row.id), requestId })
        .catch((error: unknown) => this.log.warn({ err: error, import: row.id }, 'import job not queued yet'));
    }
    return { data: presentImport(row), created };
  }

  /** Runs the import from its last saved step (tests call it to run an import's job twice). */
  async runJob(importId: number, job: Pick<JobContext, 'log' | 'signal'>): Promise<void> {
    const row = await beginAttempt(this.db, importId);
    if (!row) return;
    const log = job.log.child({ import: row.id, attempt: row.attempt });
    const ctx = stepContext(row);
    try {
      for (let at = row.processed; at < row.rows.length;) {
        if (job.signal.aborted) throw new ImportSuperseded(row.id);
        at = await runStep(this.db, row, ctx, at);
      }
      await finishImport(this.db, row);
    } catch (error) {
      // Another attempt owns the import now (this one lost its lease): it decides how the import ends.
      if (error instanceof ImportSuperseded || job.signal.aborted) {
        log.warn('import attempt stopped: another attempt took the import over');
        return;
      }
      if (!(error instanceof HttpError)) log.error({ err: error }, 'import attempt failed');
      throw error;
    }
  }
}
