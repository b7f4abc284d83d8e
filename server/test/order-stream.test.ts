/** New orders stream to the console over a real socket (server-sent events), per tenant, to who may see them. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from './helper';
import { machineCall, newBuyer, newMachine } from './vend-fixtures';

describe('the stream of new orders', () => {
  let t: TestContext;
  let base: string;

  before(async () => {
    t = await createTestContext();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  after(() => t.close());

  /** Opens the stream and collects its `order` events until aborted. */
  async function open(token: string | null) {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/transaction/orders/stream`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    });
    const events: { id: number; touchpoint_id: number }[] = [];
    if (response.ok) {
      void (async () => {
        const decoder = new TextDecoder();
        let buffer = '';
        try {
          for await (const chunk of response.body!) {
            buffer += decoder.decode(chunk as Uint8Array, { stream: true });
            let end;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (/^event: order$/m.test(block) && data) events.push(JSON.parse(data));
            }
          }
        } catch {
          // aborted
        }
      })();
    }
    return { response, events, close: () => controller.abort() };
  }

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  };

  it('announces a new order to its tenant only, and refuses who may not see orders', async () => {
    const admin = await t.login('admin@demo.local');
    const viewer = await t.login('viewer@demo.local');
    const acme = await t.login('admin@acme.local');
    const mine = await open(viewer);
    const theirs = await open(acme);
    assert.equal(mine.response.status, 200);
    assert.match(mine.response.headers.get('content-type') ?? '', /text\/event-stream/);
    assert.equal((await open(null)).response.status, 401);
    const machine = await newMachine(t, admin, [{ slot: 'A1', name: 'Idli', mrp: 20, stock: 5 }]);
    const buyer = await newBuyer(t, admin, 100);
    const res = await machineCall(t, machine).authorize(
      { credential: { rfid: buyer.rfid }, cart: [{ slot: 'A1', quantity: 1 }] },
      'stream-1',
    );
    assert.equal(res.status, 201);
    await until(() => mine.events.length > 0);
    assert.deepEqual(
      mine.events.map((e) => [e.id, e.touchpoint_id]),
      [[res.body.data.order_id, machine.touchpointId]],
    );
    await new Promise((r) => setTimeout(r, 200));
    assert.deepEqual(theirs.events, []);
    mine.close();
    theirs.close();
  });
});
