/**
 * Runs one export as a stream: rows are read a chunk at a time on this thread (short database
 * statements), turned into file bytes on a worker thread, and sent as they come. The next chunk
 * is read while the worker writes one, and no further until the worker has taken it and the
 * client has read what was sent, so memory holds about two chunks and a slow download slows the
 * export, not the server.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import type { ExportFormat } from '@console/shared/contracts';
import type { FastifyReply } from 'fastify';
import { backgroundPace, type Pace } from './background-pace';
import type { FromWorker, ToWorker } from './export-worker';
import { CONTENT_TYPES, exportFileName, type Cell } from './format';
import type { WriterOptions } from './writers';

export interface ExportJob {
  format: ExportFormat;
  /** The file name without date or extension, and the worksheet's name: `customers`. */
  name: string;
  /** The worksheet's name when it differs from `name` (a report's "Audit Log"). */
  sheet?: string;
  columns: readonly string[];
  /** Columns holding a wall-clock time ("2026-11-27 16:39:05"): a workbook stores them as dates. */
  dateColumns?: readonly number[] | undefined;
  /** The rows, chunk by chunk, in file order. */
  chunks: AsyncIterable<Cell[][]>;
}

const WORKER = new URL('./export-worker-entry.mjs', import.meta.url);
/** Bytes the response may hold unsent before reading pauses. */
const SEND_BUFFER = 512 * 1024;

function startWorker(options: WriterOptions) {
  const worker = new Worker(WORKER, { workerData: options, resourceLimits: { maxOldGenerationSizeMb: 256 } });
  const body = new PassThrough({ highWaterMark: SEND_BUFFER });
  let acked: (() => void) | undefined;
  let finished = false;
  const failed = (error: Error) => {
    acked?.();
    if (!body.destroyed) body.destroy(error);
  };
  worker.on('message', (message: FromWorker) => {
    if (message.type === 'data')
      body.write(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
    else if (message.type === 'ack') acked?.();
    else if (message.type === 'done') {
      finished = true;
      body.end();
      // The file is complete: the thread has nothing left to do (an idle one would keep the process alive).
      void worker.terminate();
    } else failed(new Error(`export worker: ${message.message}`));
  });
  worker.on('error', failed);
  worker.on('exit', (code) => {
    if (!finished) failed(new Error(`export worker exited with ${code}`));
  });
  return {
    body,
    worker,
    /** Hands rows to the worker; resolves once it has written them. */
    write(rows: Cell[][]) {
      const taken = new Promise<void>((resolve) => (acked = resolve));
      worker.postMessage({ type: 'rows', rows } satisfies ToWorker);
      return taken;
    },
    end() {
      worker.postMessage({ type: 'end' } satisfies ToWorker);
    },
  };
}

export interface ExportStream {
  /** The file's bytes as the worker makes them; an error ends it destroyed. */
  body: PassThrough;
  /** Abandons the export: stops reading and the worker (idempotent). */
  stop(): void;
}

/**
 * Streams the file of `job` from its rows, `first` being the first chunk already read. The next
 * chunk is read while the worker writes one; reading on waits for the worker to take it and for
 * `body` to drain, so memory holds about two chunks at any size; `onStop` is called once when the export ends early (stopped or failed).
 */
export function exportStream(
  job: ExportJob,
  chunks: AsyncIterator<Cell[][]>,
  first: IteratorResult<Cell[][]>,
  onStop: () => void = () => undefined,
  pace?: Pace,
): ExportStream {
  const run = startWorker({
    format: job.format,
    name: job.sheet ?? job.name,
    columns: job.columns,
    dateColumns: job.dateColumns,
  });
  let gone = false;
  const abandoned = new AbortController();
  const stop = () => {
    if (gone) return;
    gone = true;
    abandoned.abort();
    onStop();
    void run.worker.terminate();
    void chunks.return?.();
    if (!run.body.writableFinished) run.body.destroy();
  };
  run.body.once('error', stop);

  const pump = async () => {
    let next = first;
    while (!next.done && !gone) {
      const began = performance.now();
      const written = run.write(next.value);
      // The next chunk is read while the worker writes this one: a busy event loop (the API under
      // load) then costs a chunk one wait, not a read's and a write's in turn.
      const following = chunks.next();
      following.catch(() => undefined);
      await written;
      if (run.body.writableNeedDrain) await once(run.body, 'drain', { signal: abandoned.signal });
      next = await following;
      if (gone) return;
      // A background export (a report) gives way while requests are arriving.
      if (pace && !next.done) await pace.afterChunk(performance.now() - began);
    }
    if (!gone) run.end();
  };
  pump().catch((error: unknown) => {
    if (!gone && !run.body.destroyed) run.body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { body: run.body, stop };
}

/**
 * Answers `reply` with the export's file. The first chunk is read before anything is sent, so a
 * failing query is still an ordinary error answer; `release` frees the caller's export slot when
 * the answer is complete or the client has gone.
 */
export async function sendExport(reply: FastifyReply, job: ExportJob, release: () => void): Promise<FastifyReply> {
  const chunks = job.chunks[Symbol.asyncIterator]();
  let first: IteratorResult<Cell[][]>;
  try {
    first = await chunks.next();
  } catch (error) {
    release();
    throw error;
  }
  const stream = exportStream(job, chunks, first, release);
  reply.raw.once('close', () => {
    release();
    stream.stop();
  });
  return reply
    .header('content-type', CONTENT_TYPES[job.format])
    .header('content-disposition', `attachment; filename="${exportFileName(job.name, job.format)}"`)
    .header('cache-control', 'no-store')
    .send(stream.body);
}

/**
 * Writes the export's file to `filePath` (a report, in the background: it gives way to requests
 * as `pace` says), resolving with its size once it is complete.
 */
export async function writeExportFile(
  job: ExportJob,
  filePath: string,
  pace: Pace = backgroundPace(),
): Promise<number> {
  const chunks = job.chunks[Symbol.asyncIterator]();
  const first = await chunks.next();
  const stream = exportStream(job, chunks, first, undefined, pace);
  const file = createWriteStream(filePath);
  try {
    await pipeline(stream.body, file);
  } catch (error) {
    stream.stop();
    throw error;
  }
  return file.bytesWritten;
}
