/**
 * Runs report jobs off the request path, in the report service's process: the queue (pg-boss)
 * hands a job to this worker, which reads its kind's rows by keyset chunks (`report-kinds.ts`), has the export worker thread
 * turn them into CSV or XLSX streamed to a file under `DATA_DIR/reports` (memory holds about one
 * chunk at any size), records the progress, and mails the file to the user's registered e-mail —
 * attached under `REPORT_ATTACH_MAX_BYTES`, else linked to the Reports page. A failed attempt is
 * retried by the queue with backoff (a file already made is mailed again, not remade); after the
 * last one the job ends failed with the reason. The retention sweep (`report-sweep.ts`) runs on
 * the same queue.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ReportKind } from '@console/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { writeExportFile } from '../../../lib/export/export-job';
import { CONTENT_TYPES } from '../../../lib/export/format';
import type { ChunkRows } from '../../../lib/export/keyset-chunks';
import type { JobQueue, QueuedJob } from '../../../lib/jobs/job-queue';
import type { Mailer } from '../../../lib/mail';
import { tenantTimeZone } from '../../merchant/registry/registry-repository';
import { columnTitles, REPORT_KINDS, reportFileName } from './report-kinds';
import { ReportSweep } from './report-sweep';
import {
  deleteUnqueuedJob,
  jobById,
  markAttemptFailed,
  markHandedToQueue,
  markSent,
  recordFile,
  recordProgress,
  startAttempt,
  unqueuedJobIds,
} from './reports-repository';

export { reportFileName };
export const REPORT_QUEUE = 'report';
const PROGRESS_WRITE_MS = 500;

interface ReportJobData {
  reportId: number;
}

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

type JobRow = NonNullable<Awaited<ReturnType<typeof jobById>>>;

export class ReportRunner {
  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly mailer: Mailer,
    private readonly options: ReportRunnerOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Hands a stored job to the queue; a job the queue refuses is removed, and the error thrown. */
  async enqueue(id: number): Promise<void> {
    try {
      const queueJobId = await this.queue.send<ReportJobData>(REPORT_QUEUE, { reportId: id });
      await markHandedToQueue(this.db, id, queueJobId);
    } catch (error) {
      await deleteUnqueuedJob(this.db, id).catch(() => undefined);
      throw error;
    }
  }

  /** Starts working the queue; jobs stored but never handed over (a crash in between) go first. */
  async start(): Promise<void> {
    for (const id of await unqueuedJobIds(this.db)) {
      const queueJobId = await this.queue.send<ReportJobData>(REPORT_QUEUE, { reportId: id });
      await markHandedToQueue(this.db, id, queueJobId);
    }
    await this.queue.work<ReportJobData>(REPORT_QUEUE, (job) => this.run(job));
    await new ReportSweep(this.db, this.queue, this.options, this.log).start();
  }

  /** Absolute path of a job's file. */
  fileOf(relative: string): string {
    return path.join(this.options.dataDir, relative);
  }

  async run(job: QueuedJob<ReportJobData>): Promise<void> {
    const row = await jobById(this.db, job.data.reportId);
    if (!row || row.status === 'sent' || row.status === 'failed' || row.status === 'expired') return;
    await startAttempt(this.db, row.id);
    try {
      const file =
        row.filePath && row.rows !== null && row.sizeBytes !== null && existsSync(this.fileOf(row.filePath))
          ? { path: row.filePath, rows: row.rows, size: row.sizeBytes }
          : await this.generate(row);
      const delivery = await this.mail(row, file);
      await markSent(this.db, row.id, delivery);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = job.retryCount >= job.retryLimit;
      this.log.warn({ report: row.id, attempt: job.retryCount + 1, final, reason }, 'report attempt failed');
      await markAttemptFailed(this.db, row.id, reason, final);
      throw error;
    }
  }

  private async generate(row: JobRow): Promise<{ path: string; rows: number; size: number }> {
    const kind = row.kind as ReportKind;
    const spec = REPORT_KINDS[kind];
    const timeZone = await tenantTimeZone(this.db, row.tenantId);
    const source = spec.rows(this.db, row.tenantId, row.filters, this.options.chunkRows);
    const columns = row.columns;
    let rows = 0;
    let lastWrite = Date.now();
    const db = this.db;
    const chunks = (async function* () {
      for await (const chunk of source) {
        yield chunk.map((r) => {
          const cells = spec.cells(r, timeZone);
          return columns.map((key) => cells[key] ?? null);
        });
        rows += chunk.length;
        if (Date.now() - lastWrite >= PROGRESS_WRITE_MS) {
          lastWrite = Date.now();
          await recordProgress(db, row.id, rows);
        }
      }
    })();
    const relative = path.join('reports', String(row.tenantId), reportFileName(kind, row.id, row.format));
    const target = this.fileOf(relative);
    mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.part`;
    try {
      const size = await writeExportFile(
        {
          format: row.format as 'csv' | 'xlsx',
          name: spec.sheet,
          columns: columnTitles(kind, columns, timeZone),
          chunks,
        },
        partial,
      );
      renameSync(partial, target);
      const file = { path: relative, rows, size };
      await recordFile(this.db, row.id, file);
      return file;
    } finally {
      rmSync(partial, { force: true });
    }
  }

  private async mail(row: JobRow, file: { path: string; rows: number; size: number }) {
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
      text: lines.join('\n'),
      ...(attach
        ? {
            attachments: [
              {
                filename: reportFileName(kind, row.id, row.format),
                path: this.fileOf(file.path),
                contentType: CONTENT_TYPES[row.format as 'csv' | 'xlsx'],
              },
            ],
          }
        : {}),
    });
    return attach ? ('attachment' as const) : ('link' as const);
  }
}
