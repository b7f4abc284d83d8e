/**
 * A report reads its rows a chunk at a time by keyset, each chunk as large as it is told before the
 * read (a report reads less while the API is busy): every row once, in order, whatever the sizes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { orderReportChunks, orderSelection } from '../src/services/transaction/orders/orders-repository';
import { createTestContext, type TestContext } from './helper';

describe('keyset chunks', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestContext();
  });
  after(() => t.close());

  const read = async (chunkRows?: number | (() => number)) => {
    const sizes: number[] = [];
    const ids: number[] = [];
    for await (const rows of orderReportChunks(t.database.db, 1, orderSelection({}, 'Asia/Kolkata'), chunkRows)) {
      sizes.push(rows.length);
      ids.push(...rows.map((r) => r.id));
    }
    return { sizes, ids };
  };

  it('reads each chunk at the size asked before it, and every row once in the same order', async () => {
    const whole = await read(100_000);
    assert.ok(whole.ids.length > 40, 'the demo has orders to read');
    const asked = [7, 3, 11];
    let n = 0;
    const varied = await read(() => asked[n++ % asked.length]!);
    assert.deepEqual(varied.ids, whole.ids);
    assert.deepEqual(varied.sizes.slice(0, 6), [7, 3, 11, 7, 3, 11]);
    assert.equal(new Set(varied.ids).size, varied.ids.length);
  });

  it('refuses a size that is not a positive whole number before reading', async () => {
    await assert.rejects(read(0), /positive integer/);
    await assert.rejects(
      read(() => 2.5),
      /positive integer/,
    );
  });
});
