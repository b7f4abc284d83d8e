/** /metrics answers Prometheus's text with the figures an on-call engineer reads. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from './helper';
import { machineCall, newBuyer, newMachine } from './vend-fixtures';

describe('metrics', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestContext();
  });
  after(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^text\/plain/);
    return res.body;
  };
  const value = (text: string, line: RegExp) => Number(text.match(line)?.[1] ?? NaN);

  it('counts requests by route and status, vends by outcome, and reports the pool, statements and queues', async () => {
    const admin = await t.login('admin@demo.local');
    await t.call(admin, 'POST', '/api/merchant/users/list', { limit: 10 });
    await t.call(admin, 'POST', '/api/merchant/users/list', { sortBy: 'nope' });
    const machine = await newMachine(t, admin, [{ slot: 'A1', name: 'Metric Idli', mrp: 20, stock: 5 }]);
    const buyer = await newBuyer(t, admin, 100);
    const vend = machineCall(t, machine);
    const cart = [{ slot: 'A1', quantity: 1 }];
    assert.equal((await vend.authorize({ credential: { rfid: buyer.rfid }, cart }, 'metrics-1')).status, 201);
    const refused = await vend.authorize({ credential: { rfid: 'NO-SUCH-CARD' }, cart }, 'metrics-2');
    assert.ok(refused.status >= 400);
    await t.call(admin, 'POST', '/api/merchant/channels/1/sync', {});
    await t.settle();

    const text = await scrape();
    const count = (route: string, status: number) =>
      value(
        text,
        new RegExp(`http_request_duration_seconds_count\\{route="${route}",method="POST",status="${status}"\\} (\\d+)`),
      );
    assert.equal(count('/api/merchant/users/list', 200), 1);
    assert.equal(count('/api/merchant/users/list', 400), 1);
    assert.equal(value(text, /vends_total\{outcome="authorized"\} (\d+)/), 1);
    assert.equal(value(text, /vends_total\{outcome="refused"\} (\d+)/), 1);
    assert.ok(value(text, /db_pool_connections\{state="idle"\} (\d+)/) >= 1);
    assert.ok(value(text, /db_prepared_statements (\d+)/) > 0);
    assert.equal(value(text, /job_queue_depth\{queue="channel-sync"\} (\d+)/), 0);
    assert.match(text, /sse_clients \d+/);
    assert.match(text, /nodejs_eventloop_lag_seconds/);
  });
});
