/**
 * Open streams of new orders are bounded per user, per tenant and per process (here 2, 3 and 4):
 * past a bound the open is a 429 whose message says which, a burst of parallel opens takes
 * exactly the bound, and a stream frees its slot once when it closes, whichever side closes it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from './helper';
import { ends, listen, openMany, openStream, until, within, type StreamClient } from './stream-client';

describe('open streams of new orders are bounded', () => {
  let t: TestContext;
  let base: string;

  before(async () => {
    t = await createTestContext({ streamUserMaxOpen: 2, streamTenantMaxOpen: 3, streamProcessMaxOpen: 4 });
    base = await listen(t);
  });
  after(() => t.close());

  const active = () => t.app.streamSlots.active;
  const accepted = (streams: StreamClient[]) => streams.filter((s) => s.response.status === 200);
  const refused = (streams: StreamClient[]) => streams.filter((s) => s.response.status !== 200);

  /** Every refusal is a 429 in the API's JSON shape, with this message. */
  function assertRefused(streams: StreamClient[], message: RegExp) {
    for (const stream of streams) {
      assert.equal(stream.response.status, 429);
      assert.match(stream.response.headers.get('content-type') ?? '', /application\/json/);
      assert.equal(stream.body?.code, 'STREAM_LIMIT');
      assert.match(stream.body?.message ?? '', message);
    }
  }

  it('a burst of parallel opens takes exactly each bound, and the rest get a 429 naming it', async () => {
    const viewer = await openMany(base, await t.login('viewer@demo.local'), 6);
    assert.equal(accepted(viewer).length, 2);
    assertRefused(refused(viewer), /^You already have 2 live update streams open, the most one user may have/);
    assert.equal(active(), 2);

    const admin = await openMany(base, await t.login('admin@demo.local'), 3);
    assert.equal(accepted(admin).length, 1);
    assertRefused(refused(admin), /^Your company already has 3 live update streams open, the most one company/);
    assert.equal(active(), 3);

    const acme = await openMany(base, await t.login('admin@acme.local'), 3);
    assert.equal(accepted(acme).length, 1);
    assertRefused(refused(acme), /^The server already holds the most live update streams it keeps open at once \(4\)/);
    assert.equal(active(), 4);
    // Operators see the open streams on /metrics.
    assert.match(await (await fetch(`${base}/metrics`)).text(), /^sse_clients 4$/m);

    for (const stream of [...viewer, ...admin, ...acme]) stream.close();
    await until(() => active() === 0, 'every closed stream freed its slot');
  });

  it('a stream closed by the client, or ended by the server, frees its slot exactly once', async () => {
    const first = await t.login('viewer@demo.local');
    const [a, b] = await openMany(base, first, 2);
    assert.deepEqual([a!.response.status, b!.response.status], [200, 200]);
    assert.equal(active(), 2);

    a!.close();
    await until(() => active() === 1, 'the stream the client closed freed its slot');
    const again = await openStream(base, first);
    assert.equal(again.response.status, 200);
    assertRefused([await openStream(base, first)], /^You already have 2/);
    assert.equal(active(), 2);

    // Sign-out ends both streams of the session on the server's side.
    assert.equal((await t.call(first, 'POST', '/api/merchant/users/logout')).status, 204);
    await Promise.all([ends(b!), ends(again)]);
    await until(() => active() === 0, 'the streams the server ended freed their slots');

    const second = await t.login('viewer@demo.local');
    const streams = await openMany(base, second, 3);
    assert.equal(accepted(streams).length, 2);
    assertRefused(refused(streams), /^You already have 2/);
    assert.equal(active(), 2);
    for (const stream of streams) stream.close();
    await until(() => active() === 0, 'every closed stream freed its slot');
  });

  it('closing the server ends its open streams at once, freeing their slots', async () => {
    const server = await createTestContext();
    const url = await listen(server);
    const streams = await openMany(url, await server.login('viewer@demo.local'), 2);
    assert.equal(accepted(streams).length, 2);
    assert.equal(server.app.streamSlots.active, 2);
    const closing = server.app.close();
    try {
      await within(closing, 10_000, 'the server to close while streams are open');
      await Promise.all(streams.map((stream) => ends(stream)));
      assert.equal(server.app.streamSlots.active, 0);
    } finally {
      // A server still waiting for its streams closes once their clients leave.
      for (const stream of streams) stream.close();
      await closing;
      await server.database.close();
    }
  });
});
