/**
 * A request's id: the load balancer's X-Request-Id when it is a plain token, else a new one; it is
 * answered in X-Request-Id, and every log line of the request — and of a job it queued — carries it.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../src/app';
import type { App } from '../src/lib/route';
import { SYNC_QUEUE } from '../src/services/merchant/sync/sync-job';
import { createTestContext, type TestContext } from './helper';

describe('request ids', () => {
  let t: TestContext;
  let app: App;
  const lines: Record<string, unknown>[] = [];
  before(async () => {
    // Only the second app works the sync queue, so the job's log lines are its own.
    t = await createTestContext({ jobWorkers: [] });
    // A second app on the same database whose log is read back (the test context's is silent).
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({ ...t.config, logLevel: 'info', jobWorkers: [SYNC_QUEUE] }, t.database, {
      logStream: stream,
    });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await t.close();
  });

  it('takes a plain X-Request-Id, answers it, and logs the request and the job it queued with it', async () => {
    const token = await t.login('admin@demo.local');
    const res = await app.inject({
      method: 'POST',
      url: '/api/merchant/channels/1/sync',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'lb-4f2a9c', 'content-type': 'application/json' },
      payload: {},
    });
    assert.equal(res.statusCode, 202, res.body);
    assert.equal(res.headers['x-request-id'], 'lb-4f2a9c');
    await app.syncJobs!.idle();
    const ofRequest = lines.filter((l) => l.request_id === 'lb-4f2a9c');
    assert.ok(
      ofRequest.some((l) => l.msg === 'request completed'),
      'the request is logged with the id',
    );
    assert.ok(
      ofRequest.some((l) => l.queue === 'channel-sync' && /sync run/.test(String(l.msg))),
      `the sync job's log carries the id: ${JSON.stringify(ofRequest.map((l) => l.msg))}`,
    );
  });

  it('makes its own id for a missing or unsafe one', async () => {
    for (const given of [undefined, 'a b', 'x'.repeat(200), '<script>']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/merchant/health/live',
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      assert.match(String(res.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    }
  });
});
