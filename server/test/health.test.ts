/**
 * Health tells the truth: liveness answers without the database; readiness answers 503 with its
 * reason while the database does not answer, and 200 again once it does.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { DEFAULT_POOL_SIZE } from '../src/config';
import { createTestContext, type TestContext } from './helper';

describe('health probes', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestContext({ readyTimeoutMs: 300 });
  });
  after(async () => t.close());

  it('answers ready while the database answers', async () => {
    for (const service of ['merchant', 'customer', 'transaction', 'report']) {
      for (const probe of ['health', 'health/ready', 'health/live']) {
        const res = await t.call(null, 'GET', `/api/${service}/${probe}`);
        assert.equal(res.status, 200, `${service}/${probe}`);
        assert.deepEqual(res.body, { status: 'ok', service });
      }
    }
  });

  it('answers 503 with the reason while every connection waits, stays live, and recovers', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const entered: Promise<void>[] = [];
    // Every pooled connection (PGlite has one) sits in a transaction that waits for the gate.
    const holders = Array.from({ length: DEFAULT_POOL_SIZE }, () => {
      let inside!: () => void;
      entered.push(new Promise<void>((resolve) => (inside = resolve)));
      return t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select ${1}::int`);
        inside();
        await gate;
      });
    });
    // PGlite runs one transaction at a time: the first holds the database, the rest queue behind it.
    await (t.database.kind === 'pglite' ? entered[0] : Promise.all(entered));
    try {
      const [ready, plain, live] = await Promise.all([
        t.call(null, 'GET', '/api/merchant/health/ready'),
        t.call(null, 'GET', '/api/merchant/health'),
        t.call(null, 'GET', '/api/merchant/health/live'),
      ]);
      assert.equal(ready.status, 503);
      assert.deepEqual(ready.body, {
        status: 'unavailable',
        service: 'merchant',
        message: 'The database did not answer within 300 ms.',
      });
      assert.equal(plain.status, 503);
      assert.equal(live.status, 200);
    } finally {
      release();
      await Promise.all(holders);
    }
    const again = await t.call(null, 'GET', '/api/merchant/health/ready');
    assert.equal(again.status, 200);
  });

  it('answers 503 while the process drains for a stop, and stays live', async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await t.call(null, 'GET', '/api/customer/health/ready');
      assert.equal(ready.status, 503);
      assert.deepEqual(ready.body, {
        status: 'draining',
        service: 'customer',
        message: 'This instance is shutting down: send requests to another.',
      });
      assert.equal((await t.call(null, 'GET', '/api/customer/health/live')).status, 200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });
});
