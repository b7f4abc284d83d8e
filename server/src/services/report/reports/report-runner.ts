/**
 * Runs report jobs off the request path, in a process serving reports: the queue (pg-boss)
 * hands a job to one worker, which reads its kind's rows by keyset chunks (`report-kinds.ts`), has the export worker thread
 * turn them into CSV or XLSX streamed to a scratch file (memory holds about one chunk at any size),
 * stores the file in the database (any process serves its download), records the progress, and
 * mails the file to the user's registered e-mail —
 * attached under `REPORT_ATTACH_MAX_BYTES`, else linked to the Reports page. A failed attempt is
 * retried by the queue with backoff (a file already made is mailed again, not remade); after the
 * last one the job ends failed with the reason. A job's queue id comes from the report's id, so a
 * report queued twice (a restart between storing it and queuing it) runs once; an attempt starts
 * only while the report is still queued or running. The retention sweep (`report-sweep.ts`) runs
 * on the same queue.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ReportKind } from '@console/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../../db/client';
import { writeExportFile } from '../../../lib/export/export-job';
import { CONTENT_TYPES } from '../../../lib/export/format';
import type { ChunkRows } from '../../../lib/export/keyset-chunks';
import { failedWork, type JobContext, type JobKind, type JobQueue } from '../../../lib/jobs/job-queue';
import type { Mailer } from '../../../lib/mail';
import { tenantPeople, tenantTimeZone } from '../../merchant';
import { REPORT_KINDS, reportExport, reportFileName } from './report-kinds';
import {
  attemptFailed,
  beginAttempt,
  handedToQueue,
  madeFile,
  noteProgress,
  reportFileStream,
  reportSent,
  reportsToReconcile,
  storeReportFile,
  type ReportJobRow as JobRow,
} from './report-jobs-service';
import { ReportSweep } from './report-sweep';

export const REPORT_QUEUE = 'report';
const PROGRESS_WRITE_MS = 500;

const ReportJobData = Type.Object({ reportId: Type.Integer({ minimum: 1 }) });
/** A report still queued this long after it was stored, with no job, is queued by the reconcile. */
const RECONCILE_AFTER_SECONDS = 30;

export interface ReportRunnerOptions {
  dataDir: string;
  consoleUrl: string;
  attachMaxBytes: number;
  /** Files of jobs queued longer ago are removed, the jobs marked expired. */
  retentionDays: number;
  /** How often the retention sweep runs. */
  sweepSeconds: number;
  /** Rows per read (keysetChunks' default when absent). */
  chunkRows?: ChunkRows;
}

export class ReportRunner {
  readonly kind: JobKind<typeof ReportJobData>;

  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly mailer: Mailer,
    private readonly options: ReportRunnerOptions & {
      retryLimit: number;
      retryDelaySeconds: number;
      expireSeconds: number;
    },
    private readonly log: FastifyBaseLogger,
  ) {
    this.kind = {
      queue: REPORT_QUEUE,
      payload: ReportJobData,
      retryLimit: options.retryLimit,
      retryDelaySeconds: options.retryDelaySeconds,
      expireSeconds: options.expireSeconds,
      run: (data, job) => this.run(data.reportId, job),
      failed: failedWork((data, reason) => attemptFailed(this.db, data.reportId, reason, true)),
      unfinished: async () =>
        (await reportsToReconcile(this.db, RECONCILE_AFTER_SECONDS)).map((id) => ({
          key: String(id),
          data: { reportId: id },
        })),
    };
  }

  /** Hands a stored job to the queue (queuing the same report again queues nothing). */
  async enqueue(id: number, requestId?: string): Promise<void> {
    const queueJobId = await this.queue.send(this.kind, { reportId: id }, { key: String(id), requestId });
    await handedToQueue(this.db, id, queueJobId);
  }

  /** Works the report queue in this process, and the retention sweep. */
  async start(): Promise<void> {
    await this.queue.work(this.kind);
    await new ReportSweep(this.db, this.queue, this.options, this.log).start();
  }

  async run(reportId: number, job: JobContext): Promise<void> {
    const row = await beginAttempt(this.db, reportId);
    if (!row) return;
    try {
      const file = (await madeFile(this.db, row)) ?? (await this.generate(row));
      job.signal.throwIfAborted();
      const delivery = await this.mail(row, file);
      await reportSent(this.db, row.id, delivery);
      job.log.info(
        { report: row.id, attempt: job.attempt, rows: file.rows, bytes: file.size, delivery },
        'report sent',
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      job.log.warn({ report: row.id, attempt: job.attempt, final: job.final, reason }, 'report attempt failed');
      await attemptFailed(this.db, row.id, reason, job.final);
      throw error;
    }
  }

  /**
   * Makes the file on this process's disk (the export worker writes it), then stores it in the
   * database, where every process can read it, and removes it from the disk.
   */
  private async generate(row: JobRow): Promise<{ rows: number; size: number }> {
    const kind = row.kind as ReportKind;
    const timeZone = await tenantTimeZone(this.db, row.tenantId);
    const people = await tenantPeople(this.db, row.tenantId);
    let rows = 0;
    let lastWrite = Date.now();
    const db = this.db;
    const file = reportExport(
      db,
      kind,
      {
        tenantId: row.tenantId,
        filters: row.filters,
        columns: row.columns,
        format: row.format as 'csv' | 'xlsx',
        timeZone,
        people,
        chunkRows: this.options.chunkRows,
      },
      async (soFar) => {
        rows = soFar;
        if (Date.now() - lastWrite >= PROGRESS_WRITE_MS) {
          lastWrite = Date.now();
          await noteProgress(db, row.id, rows);
        }
      },
    );
    const scratch = path.join(this.options.dataDir, 'tmp');
    mkdirSync(scratch, { recursive: true });
    const partial = path.join(scratch, `report-${row.id}-${randomUUID()}.part`);
    try {
      await writeExportFile(file, partial);
      const name = reportFileName(kind, row.id, row.format);
      const size = await storeReportFile(this.db, row.id, partial, { name, rows });
      return { rows, size };
    } finally {
      rmSync(partial, { force: true });
    }
  }

  private async mail(row: JobRow, file: { rows: number; size: number }) {
    const kind = row.kind as ReportKind;
    const noun = REPORT_KINDS[kind].noun;
    const attach = file.size < this.options.attachMaxBytes;
    const lines = [
      `Your ${noun} is ready: ${file.rows.toLocaleString('en-IN')} rows.`,
      `Covers: ${row.filterSummary}`,
      '',
      attach
        ? 'The file is attached.'
        : `The file is too large to attach (${(file.size / 1024 / 1024).toFixed(1)} MB): download it from the Reports page, ${this.options.consoleUrl}/reports`,
    ];
    await this.mailer.send({
      to: row.recipient,
      subject: `Your ${noun} (${row.filterSummary})`,
      messageId: `<report-${row.id}@${new URL(this.options.consoleUrl).hostname}>`,
      text: lines.join('\n'),
      ...(attach
        ? {
            attachments: [
              {
                filename: reportFileName(kind, row.id, row.format),
                content: reportFileStream(this.db, row.id),
                contentType: CONTENT_TYPES[row.format as 'csv' | 'xlsx'],
              },
            ],
          }
        : {}),
    });
    return attach ? ('attachment' as const) : ('link' as const);
  }
}
