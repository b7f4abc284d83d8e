/**
 * A background export (a report) gives way while requests are arriving: between two chunks it
 * pauses for about twice what the last chunk took; alone it does not pause at all.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiBusy, backgroundPace, requestBegan } from '../src/lib/export/background-pace';
import { exportStream } from '../src/lib/export/export-job';
import type { Cell } from '../src/lib/export/format';

const CHUNK_MS = 20;

/** Exports 6 chunks that each take CHUNK_MS to read; the gaps between one read's end and the next read. */
async function gaps(busy: boolean): Promise<number[]> {
  const ended: number[] = [];
  const began: number[] = [];
  const chunks = (async function* () {
    for (let i = 0; i < 6; i++) {
      began.push(performance.now());
      await sleep(CHUNK_MS);
      ended.push(performance.now());
      yield [[`row ${i}`]] as Cell[][];
    }
  })();
  const first = await chunks.next();
  const stream = exportStream(
    { format: 'csv', name: 'test', columns: ['n'], chunks },
    chunks,
    first,
    undefined,
    backgroundPace(() => busy),
  );
  for await (const part of stream.body) void part;
  // Read-ahead starts chunk k+1 as chunk k goes to the worker; a pause delays the one after. The
  // first gap also waits for the worker thread to start: left out.
  return began.slice(3).map((at, k) => at - ended[k + 2]!);
}

describe('background export pace', () => {
  it('pauses between chunks while requests arrive (about twice a chunk), not when none is', async () => {
    const busy = await gaps(true);
    const idle = await gaps(false);
    const shown = `busy ${busy.map((g) => g.toFixed(0)).join(', ')}; idle ${idle.map((g) => g.toFixed(0)).join(', ')}`;
    // A pause is twice what the chunk took, and a chunk takes at least its read.
    assert.ok(
      busy.every((gap) => gap >= 2 * CHUNK_MS - 5),
      shown,
    );
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    assert.ok(sum(idle) < sum(busy) / 2, shown);
  });

  it('counts the API busy while requests arrive at 50 a second or more, not for one or two', async () => {
    const now = performance.now() + 10_000;
    requestBegan(now);
    requestBegan(now + 5);
    assert.equal(apiBusy(now + 10), false, 'two requests (a click, a poll) are not load');
    for (const at of [10, 20, 30]) requestBegan(now + at);
    assert.equal(apiBusy(now + 50), true);
    assert.equal(apiBusy(now + 150), false, 'busy only while they keep coming');
  });
});
