/**
 * Remote health: consoles report loads (`POST /merchant/console/remote-loads`), the platform reads
 * per remote version the last hour's loads, failures, p95 and latest failure — checked against a
 * scripted run whose figures are worked out here by hand.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { remoteLoads } from '../src/db/schema';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helper';
import { PLATFORM_LOGIN } from './platform-fixtures';

describe('remote health from the consoles’ load reports', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestContext();
  });
  after(() => t.close());

  it('matches a scripted run of loads', async () => {
    const demo = await t.login('admin@demo.local');
    const acme = await t.login('admin@acme.local');
    const report = (token: string, loads: unknown[]) =>
      t.call(token, 'POST', '/api/merchant/console/remote-loads', { loads });
    // remote-admin 2.0.0: durations 10, 20, …, 200 ms (20 reports), the 19th and 20th failed.
    const admin = Array.from({ length: 20 }, (_, i) => ({
      remote: 'remote-admin',
      version: '2.0.0',
      ok: i < 18,
      duration_ms: (i + 1) * 10,
      ...(i < 18 ? {} : { reason: i === 18 ? 'timeout' : 'chunk failed' }),
    }));
    assert.equal((await report(demo, admin.slice(0, 10))).status, 204);
    assert.equal((await report(acme, admin.slice(10))).status, 204);
    // remote-people 1.0.0: one load, ok; its reason (sent by mistake) is not kept.
    assert.equal(
      (await report(demo, [{ remote: 'remote-people', version: '1.0.0', ok: true, duration_ms: 42, reason: 'x' }]))
        .status,
      204,
    );
    // remote-touchpoints 1.0.0 as the console samples it: 4 successes reported, each standing for
    // 5 (20 loads of 100–400 ms), and 1 failure at 6000 ms standing for itself.
    const sampled = [100, 200, 300, 400].map((duration_ms) => ({
      remote: 'remote-touchpoints',
      version: '1.0.0',
      ok: true,
      duration_ms,
      weight: 5,
    }));
    sampled.push({
      remote: 'remote-touchpoints',
      version: '1.0.0',
      ok: false,
      duration_ms: 6000,
      weight: 1,
      reason: 'down',
    } as never);
    assert.equal((await report(acme, sampled)).status, 204);
    // An hour and more ago: not counted.
    await t.database.db.insert(remoteLoads).values({
      tenantId: 1,
      remote: 'remote-admin',
      version: '2.0.0',
      ok: false,
      durationMs: 99_999,
      reason: 'old',
      at: sql`now() - interval '61 minutes'`,
    });
    const res = await t.call(await t.login(PLATFORM_LOGIN), 'GET', '/api/platform/remotes/health');
    assert.equal(res.status, 200);
    // p95 of 20 durations: the smallest at or above 95 % of them, the 19th (190 ms). remote-touchpoints:
    // 21 loads, 1 failed; the 20 successes (up to 400 ms) reach 95 % of 21, so p95 is 400 ms — counted as
    // five reports (unweighted) the one failure's 6000 ms would have been the p95.
    assert.deepEqual(res.body.data, [
      { remote: 'remote-admin', version: '2.0.0', loads: 20, failures: 2, p95_ms: 190, last_failure: 'chunk failed' },
      { remote: 'remote-people', version: '1.0.0', loads: 1, failures: 0, p95_ms: 42, last_failure: null },
      { remote: 'remote-touchpoints', version: '1.0.0', loads: 21, failures: 1, p95_ms: 400, last_failure: 'down' },
    ]);
  });

  it('refuses a report over 20 loads or with a value out of bounds, writing nothing', async () => {
    const demo = await t.login('admin@demo.local');
    const load = { remote: 'remote-admin', version: '2.0.0', ok: true, duration_ms: 5 };
    const count = async () =>
      Number(((await t.database.db.execute(sql`select count(*)::int as n from remote_loads`)) as any).rows[0].n);
    const before = await count();
    for (const loads of [
      Array.from({ length: 21 }, () => load),
      [],
      [{ ...load, duration_ms: -1 }],
      [{ ...load, remote: 'remote-elsewhere' }],
      [{ ...load, reason: 'x'.repeat(301) }],
      [{ ...load, weight: 0 }],
      [{ ...load, weight: 101 }],
    ]) {
      const res = await t.call(demo, 'POST', '/api/merchant/console/remote-loads', { loads });
      assert.equal(res.status, 400);
      assert.equal(typeof res.body.message, 'string');
    }
    assert.equal(await count(), before);
    assert.equal((await t.call(null, 'POST', '/api/merchant/console/remote-loads', { loads: [load] })).status, 401);
  });

  it('removes load reports a day after they arrived, and keeps the newer ones', async () => {
    const count = async (where: ReturnType<typeof sql>) =>
      Number(
        ((await t.database.db.execute(sql`select count(*)::int as n from remote_loads where ${where}`)) as any).rows[0]
          .n,
      );
    await t.database.db.execute(sql`
      insert into remote_loads (tenant_id, remote, version, ok, duration_ms, at)
      select 1, 'remote-admin', '0.0.1', true, 5, now() - interval '25 hours' from generate_series(1, 12)`);
    const recent = await count(sql`at > now() - interval '1 hour'`);
    assert.ok(recent > 0);
    assert.equal(await t.app.remoteLoadsSweep!.run(), 12);
    assert.equal(await count(sql`at < now() - interval '24 hours'`), 0);
    assert.equal(await count(sql`at > now() - interval '1 hour'`), recent);
  });
});
