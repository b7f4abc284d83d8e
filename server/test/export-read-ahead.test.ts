/**
 * An export reads its next chunk while the worker thread writes the one before (so a busy API
 * costs each chunk one wait, not a read's and a write's in turn), keeps the rows in order, and
 * ends its file failed when a read ahead fails.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exportStream, type ExportStream } from '../src/lib/export/export-job';
import type { Cell } from '../src/lib/export/format';

/** Runs an export of `chunks` to the end; what came out, and the bytes out when each chunk was read. */
async function run(source: (bytesOut: () => number) => AsyncGenerator<Cell[][]>) {
  // Set once the export starts: a chunk read before that saw no byte of the file.
  const started: { stream?: ExportStream } = {};
  let received = 0;
  const bytesOut = () => received + (started.stream?.body.readableLength ?? 0);
  const chunks = source(bytesOut);
  const first = await chunks.next();
  const stream = exportStream({ format: 'csv', name: 'test', columns: ['n'], chunks }, chunks, first);
  started.stream = stream;
  const parts: Buffer[] = [];
  for await (const part of stream.body) {
    received += (part as Buffer).byteLength;
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

describe('export read-ahead', () => {
  it('reads the next chunk before the worker has written the one before, rows in order', async () => {
    const seen: number[] = [];
    const text = await run(async function* (bytesOut) {
      for (let i = 0; i < 5; i++) {
        seen.push(bytesOut());
        yield [[`${i}a`], [`${i}b`]];
      }
    });
    assert.equal(text, `n\r\n${[0, 1, 2, 3, 4].map((i) => `${i}a\r\n${i}b\r\n`).join('')}`);
    // Chunk 2 was asked for as chunk 1 went to the worker: not one byte of the file had come back.
    assert.equal(seen[1], 0);
  });

  it('ends the file failed when a chunk read ahead fails', async () => {
    await assert.rejects(
      run(async function* () {
        yield [['one']];
        throw new Error('the read failed');
      }),
      /the read failed/,
    );
  });
});
