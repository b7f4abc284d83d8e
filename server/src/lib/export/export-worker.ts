/**
 * The export worker thread: turns rows into file bytes (CSV, or XLSX with its XML and zip
 * compression, the expensive part) off the API's event loop. Protocol with export-job.ts:
 *   in:  { type: 'rows', rows } … { type: 'end' }
 *   out: { type: 'data', chunk } as bytes are made, { type: 'ack' } after each rows message,
 *        { type: 'done' } when the file is complete, { type: 'error', message } on failure.
 */
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import type { Cell } from './format';
import { createFileWriter, type WriterOptions } from './writers';

export type ToWorker = { type: 'rows'; rows: Cell[][] } | { type: 'end' };
export type FromWorker =
  { type: 'data'; chunk: Uint8Array } | { type: 'ack' } | { type: 'done' } | { type: 'error'; message: string };

const port = parentPort!;
const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const out = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    // A copy of its own: a Buffer may be a slice of a shared pool that must not be transferred.
    const copy = new Uint8Array(chunk);
    send({ type: 'data', chunk: copy }, [copy.buffer as ArrayBuffer]);
    callback();
  },
});

const fail = (error: unknown) =>
  send({ type: 'error', message: error instanceof Error ? error.message : String(error) });

// Messages are handled one at a time, in order, so rows reach the writer as they were sent.
let queue = createFileWriter(out, workerData as WriterOptions);
port.on('message', (message: ToWorker) => {
  queue = queue.then(async (writer) => {
    if (message.type === 'rows') {
      await writer.write(message.rows);
      send({ type: 'ack' });
    } else {
      await writer.end();
      send({ type: 'done' });
    }
    return writer;
  });
  queue.catch(fail);
});
queue.catch(fail);
