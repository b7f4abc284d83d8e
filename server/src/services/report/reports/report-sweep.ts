/**
 * The report files' retention: a recurring job on the queue removes the file of every finished
 * job queued more than `REPORT_RETENTION_DAYS` ago and marks the job expired (the Reports page then
 * offers no Download; the download answers 410). One sweep runs at a time however many processes
 * start, about every `sweepSeconds`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { JobQueue } from '../../../lib/jobs/job-queue';
import { expireReports } from './report-jobs-service';

export const SWEEP_QUEUE = 'report-sweep';
const DAY_MS = 86_400_000;
const BATCH = 200;

export class ReportSweep {
  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly options: { dataDir: string; retentionDays: number; sweepSeconds: number },
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    await this.queue.every(SWEEP_QUEUE, this.options.sweepSeconds, () => this.run());
  }

  private async run(): Promise<void> {
    const expired = await this.sweep();
    if (expired > 0) this.log.info({ expired }, 'report files past their retention removed');
  }

  /** Expires every finished job past the retention, a batch at a time; answers how many. */
  async sweep(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.options.retentionDays * DAY_MS);
    return expireReports(this.db, before, BATCH);
  }
}
