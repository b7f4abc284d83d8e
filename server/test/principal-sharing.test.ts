/**
 * A change to who a caller is, made through one instance, is honoured by another instance on the
 * same database at once — not after its cache of signed-in callers (AUTH_CACHE_MS) runs out: the
 * change travels as a database notification. New orders reach another instance's streams the same way.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../src/app';
import type { App } from '../src/lib/route';
import { createTestContext, PASSWORDS, type TestContext } from './helper';
import { listen, openStream, until } from './stream-client';
import { vendOne } from './vend-fixtures';

describe('principal changes across instances', () => {
  let t: TestContext;
  let other: App;
  // A cache far longer than the test: only the notification can end what it holds.
  const cacheMs = 10 * 60_000;

  before(async () => {
    t = await createTestContext({ authCacheMs: cacheMs });
    other = await buildApp({ ...t.config, authCacheMs: cacheMs, jobWorkers: [] }, t.database);
    await other.ready();
  });
  after(async () => {
    await other.close();
    await t.close();
  });

  const onOther = (token: string) =>
    other.inject({
      method: 'POST',
      url: '/api/merchant/users/list',
      headers: { authorization: `Bearer ${token}` },
      payload: { limit: 1 },
    });

  async function refusedWithin(token: string, ms: number): Promise<number> {
    const started = Date.now();
    for (;;) {
      if ((await onOther(token)).statusCode === 401) return Date.now() - started;
      if (Date.now() - started > ms) assert.fail(`the other instance still admits the caller after ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('ends a session signed out on the first instance on the second at once', async () => {
    const token = await t.login('viewer@demo.local');
    assert.equal((await onOther(token)).statusCode, 403, 'a viewer may not list users, but is signed in');
    const admin = await t.login('admin@demo.local');
    assert.equal((await onOther(admin)).statusCode, 200, 'the other instance caches the admin');
    assert.equal((await t.call(admin, 'POST', '/api/merchant/users/logout')).status, 204);
    const ms = await refusedWithin(admin, 5_000);
    assert.ok(ms < 5_000);
  });

  it('refuses a user deactivated on the first instance on the second at once', async () => {
    const admin = await t.login('admin@demo.local');
    const ops = await t.login('ops@demo.local');
    assert.notEqual((await onOther(ops)).statusCode, 401);
    const users = await t.call(admin, 'POST', '/api/merchant/users/list', { limit: 100 });
    const row = users.body.data.find((u: { email: string }) => u.email === 'ops@demo.local');
    const edited = await t.edit(admin, `/api/merchant/users/${row.id}`, {
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      mobile: row.mobile,
      role_id: row.role_id,
      status: 0,
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    await refusedWithin(ops, 5_000);
    assert.ok(PASSWORDS['ops@demo.local']);
  });

  it('streams an order vended through the first instance to a page streaming from the second', async () => {
    const admin = await t.login('admin@demo.local');
    const base = await listen({ app: other });
    const stream = await openStream(base, admin);
    assert.equal(stream.response.status, 200);
    const { vend } = await vendOne(t, admin, 'shared-1', 'Shared Idli');
    await until(
      () => stream.events.some((e) => e.id === vend.body.data.order_id),
      'the order vended on the first instance reaches the stream on the second',
    );
    stream.close();
  });
});
