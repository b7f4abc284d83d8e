/**
 * SQL of a report's file (report_files): written from a stream in chunks of about a mebibyte, one
 * statement a chunk (the embedded database serves requests in between), and read back one chunk at
 * a time — the whole file is never in memory, and any process can serve it. The job names its file
 * only once every chunk is stored, so a file cut short by a crash is never served.
 */
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reportFiles, reportJobs } from '../../../db/schema';
import { statement } from '../../../db/statement-cache';

/** Bytes per stored chunk. */
export const FILE_CHUNK_BYTES = 1024 * 1024;

/**
 * Replaces the report's file with the bytes of `source`, then records its name, rows and size on
 * the job (a retried attempt writes it again from the start).
 */
export async function storeFile(
  db: Db,
  reportId: number,
  source: AsyncIterable<Uint8Array>,
  file: { name: string; rows: number },
): Promise<number> {
  await db.delete(reportFiles).where(eq(reportFiles.reportId, reportId));
  let seq = 0;
  let size = 0;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    await db.insert(reportFiles).values({ reportId, seq, data: Buffer.concat(pending) });
    seq += 1;
    pending = [];
    pendingBytes = 0;
  };
  for await (const part of source) {
    pending.push(part);
    pendingBytes += part.length;
    size += part.length;
    if (pendingBytes >= FILE_CHUNK_BYTES) await flush();
  }
  await flush();
  await db
    .update(reportJobs)
    .set({ filePath: file.name, rows: file.rows, progress: file.rows, sizeBytes: size, updatedAt: sql`now()` })
    .where(eq(reportJobs.id, reportId));
  return size;
}

export async function hasFile(db: Db, reportId: number): Promise<boolean> {
  const rows = await db
    .select({ seq: reportFiles.seq })
    .from(reportFiles)
    .where(and(eq(reportFiles.reportId, reportId), eq(reportFiles.seq, 0)));
  return rows.length > 0;
}

/** The report's file as a stream, read one chunk per statement as the reader asks for it. */
export function fileStream(db: Db, reportId: number): Readable {
  const chunk = statement(db, 'report-file|chunk', () =>
    db
      .select({ data: reportFiles.data })
      .from(reportFiles)
      .where(and(eq(reportFiles.reportId, sql.placeholder('reportId')), eq(reportFiles.seq, sql.placeholder('seq')))),
  );
  return Readable.from(
    (async function* () {
      for (let seq = 0; ; seq += 1) {
        const [row] = (await chunk.execute({ reportId, seq })) as { data: Uint8Array }[];
        if (!row) return;
        yield Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
      }
    })(),
  );
}

export async function removeFile(db: Db, reportId: number): Promise<void> {
  await db.delete(reportFiles).where(eq(reportFiles.reportId, reportId));
}
