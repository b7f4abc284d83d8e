/**
 * A report job's life as the runner (`report-runner.ts`) and the retention sweep
 * (`report-sweep.ts`) move it: handed to the queue, an attempt begun on a job still queued or
 * running, its progress, its file stored and read back, sent or failed, and expired once past the
 * retention.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { Db } from '../../../db/client';
import * as reportFilesRepo from './report-files-repository';
import * as reportsRepo from './reports-repository';

export type ReportJobRow = reportsRepo.JobRow;

/** The queue took the job (its pg-boss id). */
export async function handedToQueue(db: Db, id: number, queueJobId: string): Promise<void> {
  await reportsRepo.markHandedToQueue(db, id, queueJobId);
}

/** Jobs still queued or running that were queued more than `seconds` ago: the queue reconciles them. */
export async function reportsToReconcile(db: Db, seconds: number): Promise<number[]> {
  return reportsRepo.unfinishedReports(db, seconds);
}

/** Starts an attempt at a job still queued or running (one whose process died): its row; undefined when it ended. */
export async function beginAttempt(db: Db, id: number): Promise<reportsRepo.JobRow | undefined> {
  if (!(await reportsRepo.startAttempt(db, id))) return undefined;
  return (await reportsRepo.jobById(db, id))!;
}

/** The file an earlier attempt made and stored (mailed again, not remade); undefined when there is none. */
export async function madeFile(db: Db, row: reportsRepo.JobRow): Promise<{ rows: number; size: number } | undefined> {
  return row.filePath && row.rows !== null && row.sizeBytes !== null && (await reportFilesRepo.hasFile(db, row.id))
    ? { rows: row.rows, size: row.sizeBytes }
    : undefined;
}

export async function noteProgress(db: Db, id: number, rows: number): Promise<void> {
  await reportsRepo.recordProgress(db, id, rows);
}

/** Stores the file made at `filePath` as the job's, read a chunk at a time; answers its size in bytes. */
export async function storeReportFile(
  db: Db,
  id: number,
  filePath: string,
  file: { name: string; rows: number },
): Promise<number> {
  return reportFilesRepo.storeFile(
    db,
    id,
    createReadStream(filePath, { highWaterMark: reportFilesRepo.FILE_CHUNK_BYTES }),
    file,
  );
}

/** The job's stored file as a stream. */
export function reportFileStream(db: Db, id: number): Readable {
  return reportFilesRepo.fileStream(db, id);
}

export async function reportSent(db: Db, id: number, delivery: 'attachment' | 'link'): Promise<void> {
  await reportsRepo.markSent(db, id, delivery);
}

/** An attempt failed: queued again (with why) while retries remain, else failed for good. */
export async function attemptFailed(db: Db, id: number, reason: string, final: boolean): Promise<void> {
  await reportsRepo.markAttemptFailed(db, id, reason, final);
}

/**
 * Expires every finished job queued before `before`, `batch` at a time: its file removed, the job
 * marked expired. Answers how many.
 */
export async function expireReports(db: Db, before: Date, batch: number): Promise<number> {
  let expired = 0;
  for (;;) {
    const jobs = await reportsRepo.jobsToExpire(db, before, batch);
    for (const job of jobs) {
      await reportFilesRepo.removeFile(db, job.id);
      await reportsRepo.markExpired(db, job.id);
    }
    expired += jobs.length;
    if (jobs.length < batch) return expired;
  }
}
