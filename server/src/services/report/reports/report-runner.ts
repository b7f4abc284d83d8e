/**
 * Runs report jobs off the request path, in the report service's process: the queue (pg-boss)
 * hands a job to this worker, which reads the orders by keyset chunks, has the export worker thread
 * turn them into CSV or XLSX streamed to a file under `DATA_DIR/reports` (memory holds about one
 * chunk at any size), records the progress, and mails the file to the user's registered e-mail —
 * attached under `REPORT_ATTACH_MAX_BYTES`, else linked to the Reports page. A failed attempt is
 * retried by the queue with backoff (a file already made is mailed again, not remade); after the
 * last one the job ends failed with the reason.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  FEEDBACK_REPORT_COLUMNS,
  ORDER_STATUS_TEXT,
  TRANSACTION_REPORT_COLUMNS,
  VEND_STATUS_TEXT,
  type ReportKind,
} from '@console/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { writeExportFile } from '../../../lib/export/export-job';
import { CONTENT_TYPES, type Cell } from '../../../lib/export/format';
import type { JobQueue, QueuedJob } from '../../../lib/jobs/job-queue';
import type { Mailer } from '../../../lib/mail';
import { toRupees } from '../../../lib/money';
import { toIso } from '../../../lib/time';
import {
  feedbackReportChunks,
  orderReportChunks,
  type OrderSelection,
} from '../../transaction/orders/orders-repository';
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

export const REPORT_QUEUE = 'report';
const PROGRESS_WRITE_MS = 500;

interface ReportJobData {
  reportId: number;
}

export interface ReportRunnerOptions {
  dataDir: string;
  consoleUrl: string;
  attachMaxBytes: number;
  /** Rows per read (keysetChunks' default when absent). */
  chunkRows?: number;
}

type JobRow = NonNullable<Awaited<ReturnType<typeof jobById>>>;

const TITLES: Record<ReportKind, Record<string, string>> = {
  transactions: TRANSACTION_REPORT_COLUMNS,
  feedback: FEEDBACK_REPORT_COLUMNS,
};
const NAMES: Record<ReportKind, string> = { transactions: 'transaction-report', feedback: 'feedback-report' };
const statusText = (code: number) => ORDER_STATUS_TEXT[code as keyof typeof ORDER_STATUS_TEXT] ?? String(code);

/** One row's cells by column key (both reports read the order's own fields the same way). */
function cellsOf(row: Record<string, unknown>): Record<string, Cell> {
  return {
    order_no: row.orderNo as string,
    created_at: toIso(row.createdAt as string),
    channel: row.channel as string | null,
    touchpoint: row.touchpoint as string | null,
    payment_source: row.paymentSource as string,
    payment_status: statusText(row.paymentStatus as number),
    status: statusText(row.status as number),
    vend_status: VEND_STATUS_TEXT[row.vendStatus as keyof typeof VEND_STATUS_TEXT] ?? (row.vendStatus as string),
    amount: toRupees(row.amount as bigint),
    refunded_amount: toRupees(row.refundedAmount as bigint),
    customer_name: row.customerName as string | null,
    customer_mobile: row.customerMobile as string | null,
    wallet_name: (row.walletName as string | null) ?? null,
    rating: (row.rating as number | null) ?? null,
    comment: (row.comment as string | null) ?? null,
    feedback_at: row.feedbackAt ? toIso(row.feedbackAt as string) : null,
  };
}

export function reportFileName(kind: ReportKind, id: number, format: string): string {
  return `${NAMES[kind]}-${id}.${format}`;
}

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
  }

  /** Absolute path of a job's file. */
  fileOf(relative: string): string {
    return path.join(this.options.dataDir, relative);
  }

  async run(job: QueuedJob<ReportJobData>): Promise<void> {
    const row = await jobById(this.db, job.data.reportId);
    if (!row || row.status === 'sent' || row.status === 'failed') return;
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
    const selection = row.filters as OrderSelection;
    const source =
      kind === 'feedback'
        ? feedbackReportChunks(this.db, row.tenantId, selection, this.options.chunkRows)
        : orderReportChunks(this.db, row.tenantId, selection, this.options.chunkRows);
    const columns = row.columns;
    let rows = 0;
    let lastWrite = Date.now();
    const db = this.db;
    const chunks = (async function* () {
      for await (const chunk of source) {
        yield chunk.map((r) => {
          const cells = cellsOf(r as Record<string, unknown>);
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
          name: kind === 'feedback' ? 'Feedback' : 'Transactions',
          columns: columns.map((key) => TITLES[kind][key] ?? key),
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
    const noun = kind === 'feedback' ? 'feedback report' : 'transaction report';
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
