/**
 * The channel sync against the reference feed over real HTTP: a run stages every page then
 * applies it in one transaction; the same feed twice changes nothing; progress while it applies;
 * one run per channel even under a race; Sync Stock; tenants kept apart. A feed that fails, or
 * sends what the forms would refuse: channel-sync-faults.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { dbKind, type TestContext } from './helper';
import { TIDY_AFTER_WRITES } from '../src/services/merchant/sync/sync-job';
import type { ReferenceFeed } from './reference-feed';
import { API, withSyncHarness, type SyncHarness } from './sync-fixtures';

describe('channel sync', () => {
  let h: SyncHarness, t: TestContext, feed: ReferenceFeed, admin: string, acme: string;
  withSyncHarness((harness) => ({ t, feed, admin, acme } = h = harness));

  it('creates the touchpoints with their slots, then a second identical sync changes nothing', async () => {
    const channel = await h.channelWithFeed(12);
    const first = await h.sync(channel.id);
    assert.equal(first.status, 'succeeded', first.error);
    assert.deepEqual(
      [first.created, first.updated, first.unchanged, first.removed, first.conflicts, first.records_received],
      [12, 0, 0, 0, 0, 12],
    );
    assert.equal(first.pages_fetched, first.total_pages);
    const tps = await h.touchpointsOf(channel.id);
    assert.equal(tps.length, 12);
    assert.ok(tps.every((tp) => tp.stock_synced && tp.last_updated));
    assert.ok((await h.productsOf(tps[0]!.id)).length > 0);

    const before = await h.snapshot(channel.id);
    const second = await h.sync(channel.id);
    assert.equal(second.status, 'succeeded');
    assert.deepEqual([second.created, second.updated, second.unchanged, second.removed], [0, 0, 12, 0]);
    assert.deepEqual(await h.snapshot(channel.id), before, 'an unchanged sync writes nothing');

    const records = await t.call(admin, 'POST', `${API}/sync-runs/${second.id}/records/list`, { limit: 5 });
    assert.equal(records.body.pagination.total, 12);
    assert.ok(records.body.data.every((r: { outcome: string }) => r.outcome === 'unchanged'));
    const info = await t.call(admin, 'GET', `${API}/sync-runs/${second.id}/records/${records.body.data[0].id}`);
    assert.equal(info.status, 200);
    assert.equal((info.body.data.payload as { id: string }).id, records.body.data[0].source_id);
  });

  it('vacuums and analyzes what a large run wrote once it ends, so the planner counts the new rows', async () => {
    // reltuples moves only when the table is vacuumed or analyzed (PGlite runs neither by itself).
    const estimate = async () => {
      const result = await t.database.db.execute(
        sql`select reltuples::float8 as n from pg_class where oid = 'touchpoints'::regclass`,
      );
      return Math.max(0, Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n));
    };
    const before = await estimate();
    const small = await h.sync((await h.channelWithFeed(TIDY_AFTER_WRITES - 1, 1)).id);
    assert.equal(small.created, TIDY_AFTER_WRITES - 1);
    assert.equal(await estimate(), before, 'a run below the threshold leaves the tables to housekeeping');
    const large = await h.sync((await h.channelWithFeed(TIDY_AFTER_WRITES + 20, 1)).id);
    assert.equal(large.status, 'succeeded', large.error);
    assert.ok(
      (await estimate()) >= before + 2 * TIDY_AFTER_WRITES + 19,
      'the planner’s count includes both runs’ touchpoints',
    );
  });

  it('marks a touchpoint gone upstream inactive, and Sync Stock takes the feed’s new stock', async () => {
    const channel = await h.channelWithFeed(5);
    await h.sync(channel.id);
    const [first] = await h.touchpointsOf(channel.id);
    const record = (await t.call(admin, 'POST', `${API}/sync-runs/list`, { channel_id: channel.id })).body.data[0];
    const received = await t.call(admin, 'POST', `${API}/sync-runs/${record.id}/records/list`, { search: first!.name });
    const sourceId = received.body.data[0].source_id;

    const stockBefore = (await h.productsOf(first!.id)).map((p) => p.stock);
    feed.control.setFeed(channel.feedName, { stockGeneration: 1 });
    const stock = await t.call(admin, 'POST', `${API}/touchpoints/${first!.id}/sync-stock`, {});
    assert.equal(stock.status, 200, JSON.stringify(stock.body));
    assert.ok(stock.body.data.updated > 0);
    assert.notDeepEqual(
      (await h.productsOf(first!.id)).map((p) => p.stock),
      stockBefore,
    );
    const again = await t.call(admin, 'POST', `${API}/touchpoints/${first!.id}/sync-stock`, {});
    assert.equal(again.body.data.updated, 0);

    feed.control.setFeed(channel.feedName, { removeIds: [sourceId] });
    const run = await h.sync(channel.id);
    assert.equal(run.status, 'succeeded', run.error);
    assert.equal(run.removed, 1);
    const gone = (await h.touchpointsOf(channel.id)).find((tp) => tp.id === first!.id);
    assert.equal(gone?.status, 0, 'kept, inactive');
  });

  it('shows the records applied while the apply runs, not only at the end', async () => {
    const total = 750; // three batches of the apply: 250, 500, then 750 at the end
    const channel = await h.channelWithFeed(total, 2);
    const start = await t.call(admin, 'POST', `${API}/channels/${channel.id}/sync`, {});
    assert.equal(start.status, 202);
    const runId = start.body.data.id as number;
    const polled = new Set<number>();
    const onRow = new Set<number>();
    for (;;) {
      const run = (await t.call(admin, 'GET', `${API}/sync-runs/${runId}`)).body.data;
      if (run.status !== 'running') {
        assert.equal(run.status, 'succeeded', run.error);
        assert.equal(run.records_applied, total);
        break;
      }
      polled.add(run.records_applied);
      if (dbKind === 'postgres') {
        // Another process polling PostgreSQL reads the row: the count is written there as it moves.
        const row = await t.database.db.execute(sql`select records_applied from sync_runs where id = ${runId}`);
        onRow.add(Number((row as unknown as { rows: { records_applied: number }[] }).rows[0]!.records_applied));
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await t.app.syncJobs!.idle();
    const midway = (seen: Set<number>) => [...seen].filter((n) => n > 0 && n < total);
    assert.ok(midway(polled).length > 0, `a poll saw a count between 0 and ${total} (saw ${[...polled].join(', ')})`);
    if (dbKind === 'postgres')
      assert.ok(
        midway(onRow).length > 0,
        `the run row held a count between 0 and ${total} (saw ${[...onRow].join(', ')})`,
      );
  });

  it('runs one sync per channel: a racing second start answers 409 naming the running one', async () => {
    const channel = await h.channelWithFeed(3);
    feed.control.setFeed(channel.feedName, { latencyMs: 300 });
    const [a, b] = await Promise.all([
      t.call(admin, 'POST', `${API}/channels/${channel.id}/sync`, {}),
      t.call(admin, 'POST', `${API}/channels/${channel.id}/sync`, {}),
    ]);
    const statuses = [a.status, b.status].sort();
    assert.deepEqual(statuses, [202, 409]);
    const refused = a.status === 409 ? a : b;
    const started = a.status === 202 ? a : b;
    assert.match(refused.body.message, new RegExp(`run ${started.body.data.id}`));
    await t.app.syncJobs!.idle();
    const channelNow = await t.call(admin, 'GET', `${API}/channels/${channel.id}`);
    assert.equal(channelNow.body.data.last_run.status, 'succeeded');
  });

  it('keeps tenants apart and refuses a channel without a feed', async () => {
    const channel = await h.channelWithFeed(2);
    const run = await h.sync(channel.id);
    assert.equal((await t.call(acme, 'POST', `${API}/channels/${channel.id}/sync`, {})).status, 404);
    assert.equal((await t.call(acme, 'GET', `${API}/sync-runs/${run.id}`)).status, 404);
    assert.equal((await t.call(acme, 'POST', `${API}/sync-runs/${run.id}/records/list`, {})).status, 404);
    const theirs = await t.call(acme, 'POST', `${API}/sync-runs/list`, { limit: 100 });
    assert.ok(theirs.body.data.every((r: { id: number }) => r.id !== run.id));
    const bare = await t.call(admin, 'POST', `${API}/channels`, {
      name: 'No feed',
      code: `NF${Date.now().toString(36)}`,
    });
    const refused = await t.call(admin, 'POST', `${API}/channels/${bare.body.data.id}/sync`, {});
    assert.equal(refused.status, 422);
    assert.equal(refused.body.message, 'This channel has no feed URL; add one before syncing.');
  });
});
