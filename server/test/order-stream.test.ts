/** New orders stream to the console over a real socket (server-sent events), per tenant, to who may see them. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from './helper';
import { listen, openStream, until } from './stream-client';
import { vendOne } from './vend-fixtures';

describe('the stream of new orders', () => {
  let t: TestContext;
  let base: string;

  before(async () => {
    t = await createTestContext();
    base = await listen(t);
  });
  after(() => t.close());

  const open = (token: string | null) => openStream(base, token);

  it('announces a new order to its tenant only, and refuses who may not see orders', async () => {
    const admin = await t.login('admin@demo.local');
    const viewer = await t.login('viewer@demo.local');
    const acme = await t.login('admin@acme.local');
    const mine = await open(viewer);
    const theirs = await open(acme);
    assert.equal(mine.response.status, 200);
    assert.match(mine.response.headers.get('content-type') ?? '', /text\/event-stream/);
    assert.equal((await open(null)).response.status, 401);
    const { machine, vend: res } = await vendOne(t, admin, 'stream-1');
    await until(() => mine.events.length > 0, 'the new order reached its tenant');
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
