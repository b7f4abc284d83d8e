/**
 * The channel sync against the reference feed over real HTTP: a run stages every page then
 * applies it in one transaction; the same feed twice changes nothing; a failure at any page
 * applies nothing; one run per channel even under a race; Sync Stock; tenants kept apart.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { touchpointProducts, touchpoints as touchpointsTable } from '../src/db/schema';
import { createTestContext, dbKind, type TestContext } from './helper';
import { TIDY_AFTER_WRITES } from '../src/services/merchant/sync/sync-job';
import { FEED_TOKEN, startFeed, type ReferenceFeed } from './reference-feed';

const API = '/api/merchant';

describe('channel sync', () => {
  let t: TestContext;
  let feed: ReferenceFeed;
  let admin: string;
  let acme: string;
  let counter = 0;

  before(async () => {
    feed = await startFeed();
    t = await createTestContext({
      syncAllowedHosts: [`127.0.0.1:${feed.port}`],
      syncTimeoutMs: 1500,
      // A signed-in principal stays cached, so a poll during an apply never waits for PGlite's one
      // connection (the apply transaction holds it) just to authenticate.
      authCacheMs: 600_000,
      logLevel: process.env.SYNC_DEBUG ? 'error' : 'silent',
    });
    admin = await t.login('admin@demo.local');
    acme = await t.login('admin@acme.local');
  });
  after(async () => {
    await t.close();
    await feed.close();
  });
  beforeEach(() => feed.control.reset());

  /** A feed of `touchpoints` under a fresh name, and a channel reading it. */
  async function channelWithFeed(touchpoints: number, slots = 6) {
    const name = `acme-test-${++counter}`;
    feed.control.setFeed(name, { touchpoints, slots });
    const res = await t.call(admin, 'POST', `${API}/channels`, {
      name: `Feed ${counter}`,
      code: `FD${counter}${Date.now().toString(36)}`,
      feed_url: `${feed.url}/feeds/${name}`,
      feed_token: FEED_TOKEN,
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return { id: res.body.data.id as number, feedName: name };
  }

  async function sync(channelId: number, token = admin) {
    const start = await t.call(token, 'POST', `${API}/channels/${channelId}/sync`, {});
    assert.equal(start.status, 202, JSON.stringify(start.body));
    await t.app.syncJobs!.idle();
    const run = await t.call(token, 'GET', `${API}/sync-runs/${start.body.data.id}`);
    return run.body.data;
  }

  async function touchpointsOf(channelId: number) {
    const res = await t.call(admin, 'POST', `${API}/touchpoints/list`, {
      channel_id: channelId,
      limit: 100,
      sortBy: 'name',
      sortDir: 'ASC',
    });
    assert.equal(res.status, 200);
    return res.body.data as {
      id: number;
      name: string;
      status: number;
      updated_at: string;
      stock_synced: boolean;
      last_updated: string | null;
    }[];
  }

  async function productsOf(touchpointId: number) {
    const res = await t.call(admin, 'POST', `${API}/touchpoints/${touchpointId}/products/list`, { limit: 100 });
    return res.body.data as { slot: string; stock: number; updated_at: string }[];
  }

  /** Everything a run could change, to compare before and after. */
  async function snapshot(channelId: number) {
    const tps = await touchpointsOf(channelId);
    return Promise.all(tps.map(async (tp) => ({ ...tp, products: await productsOf(tp.id) })));
  }

  it('creates the touchpoints with their slots, then a second identical sync changes nothing', async () => {
    const channel = await channelWithFeed(12);
    const first = await sync(channel.id);
    assert.equal(first.status, 'succeeded', first.error);
    assert.deepEqual(
      [first.created, first.updated, first.unchanged, first.removed, first.conflicts, first.records_received],
      [12, 0, 0, 0, 0, 12],
    );
    assert.equal(first.pages_fetched, first.total_pages);
    const tps = await touchpointsOf(channel.id);
    assert.equal(tps.length, 12);
    assert.ok(tps.every((tp) => tp.stock_synced && tp.last_updated));
    assert.ok((await productsOf(tps[0]!.id)).length > 0);

    const before = await snapshot(channel.id);
    const second = await sync(channel.id);
    assert.equal(second.status, 'succeeded');
    assert.deepEqual([second.created, second.updated, second.unchanged, second.removed], [0, 0, 12, 0]);
    assert.deepEqual(await snapshot(channel.id), before, 'an unchanged sync writes nothing');

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
    const small = await sync((await channelWithFeed(TIDY_AFTER_WRITES - 1, 1)).id);
    assert.equal(small.created, TIDY_AFTER_WRITES - 1);
    assert.equal(await estimate(), before, 'a run below the threshold leaves the tables to housekeeping');
    const large = await sync((await channelWithFeed(TIDY_AFTER_WRITES + 20, 1)).id);
    assert.equal(large.status, 'succeeded', large.error);
    assert.ok(
      (await estimate()) >= before + 2 * TIDY_AFTER_WRITES + 19,
      'the planner’s count includes both runs’ touchpoints',
    );
  });

  it('marks a touchpoint gone upstream inactive, and Sync Stock takes the feed’s new stock', async () => {
    const channel = await channelWithFeed(5);
    await sync(channel.id);
    const [first] = await touchpointsOf(channel.id);
    const record = (await t.call(admin, 'POST', `${API}/sync-runs/list`, { channel_id: channel.id })).body.data[0];
    const received = await t.call(admin, 'POST', `${API}/sync-runs/${record.id}/records/list`, { search: first!.name });
    const sourceId = received.body.data[0].source_id;

    const stockBefore = (await productsOf(first!.id)).map((p) => p.stock);
    feed.control.setFeed(channel.feedName, { stockGeneration: 1 });
    const stock = await t.call(admin, 'POST', `${API}/touchpoints/${first!.id}/sync-stock`, {});
    assert.equal(stock.status, 200, JSON.stringify(stock.body));
    assert.ok(stock.body.data.updated > 0);
    assert.notDeepEqual(
      (await productsOf(first!.id)).map((p) => p.stock),
      stockBefore,
    );
    const again = await t.call(admin, 'POST', `${API}/touchpoints/${first!.id}/sync-stock`, {});
    assert.equal(again.body.data.updated, 0);

    feed.control.setFeed(channel.feedName, { removeIds: [sourceId] });
    const run = await sync(channel.id);
    assert.equal(run.status, 'succeeded', run.error);
    assert.equal(run.removed, 1);
    const gone = (await touchpointsOf(channel.id)).find((tp) => tp.id === first!.id);
    assert.equal(gone?.status, 0, 'kept, inactive');
  });

  /** Every row a run could write for the channel — touchpoints and their products — read from the database. */
  async function databaseSnapshot(channelId: number): Promise<string> {
    const result = await t.database.db.execute(sql`
      select json_build_object(
        'touchpoints', (select coalesce(json_agg(tp order by tp.id), '[]') from ${touchpointsTable} tp
                        where tp.channel_id = ${channelId}),
        'products', (select coalesce(json_agg(p order by p.id), '[]') from ${touchpointProducts} p
                     join ${touchpointsTable} tp on tp.id = p.touchpoint_id where tp.channel_id = ${channelId})
      )::text as snapshot`);
    return (result as unknown as { rows: { snapshot: string }[] }).rows[0]!.snapshot;
  }

  describe('a feed that fails at any page applies nothing', () => {
    // 250 touchpoints are three pages of 100, 100 and 50: the first page, one in the middle and the
    // last, short one. Each fault is injected at each of them, on a feed whose every touchpoint
    // changed (new stock, one removed), so a run that applied anything would show.
    // A generated feed by name: it outlives the switches' reset before each test.
    const PAGES = [1, 2, 3];
    const channel = { id: 0, feedName: 'gen-250x2' };
    let baseline: string;
    before(async () => {
      const res = await t.call(admin, 'POST', `${API}/channels`, {
        name: 'Faulty feed',
        code: `FF${Date.now().toString(36)}`,
        feed_url: `${feed.url}/feeds/${channel.feedName}`,
        feed_token: FEED_TOKEN,
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      channel.id = res.body.data.id;
      const ok = await sync(channel.id);
      assert.equal(ok.status, 'succeeded', ok.error);
      assert.equal(ok.total_pages, PAGES.length);
      baseline = await databaseSnapshot(channel.id);
    });

    for (const [fault, switchOf, reason] of [
      ['keeps answering 500', (page: number) => ({ failPages: [page] }), /500|attempt/i],
      ['never answers', (page: number) => ({ timeoutPages: [page] }), /did not answer within/],
      ['is malformed JSON', (page: number) => ({ malformedPages: [page] }), /JSON|format|malformed/i],
      ['is cut short', (page: number) => ({ truncatedPages: [page] }), /cut short|announced/i],
    ] as const) {
      for (const page of PAGES) {
        it(`page ${page} of ${PAGES.length} ${fault}: the run fails with why, nothing changes`, async () => {
          const sourceId = `${channel.feedName}-0007`;
          feed.control.setFeed(channel.feedName, { ...switchOf(page), removeIds: [sourceId], stockGeneration: 2 });
          const failed = await sync(channel.id);
          assert.equal(failed.status, 'failed');
          assert.match(failed.error, reason);
          assert.equal(failed.created + failed.updated + failed.unchanged + failed.removed, 0);
          assert.equal(failed.records_applied, 0);
          assert.equal(failed.pages_fetched, page - 1, 'the pages before the fault were fetched and staged');
          assert.equal(await databaseSnapshot(channel.id), baseline, 'no touchpoint or product was written');
        });
      }
    }

    it('with the fault gone, the same feed applies in full', async () => {
      feed.control.setFeed(channel.feedName, { removeIds: [`${channel.feedName}-0007`], stockGeneration: 2 });
      const run = await sync(channel.id);
      assert.equal(run.status, 'succeeded', run.error);
      assert.deepEqual([run.created, run.updated, run.records_applied], [0, 249, 249]);
      const gone = await t.call(admin, 'POST', `${API}/sync-runs/${run.id}/records/list`, { outcome: 'removed' });
      assert.equal(gone.body.data.length, run.removed);
      assert.notEqual(await databaseSnapshot(channel.id), baseline);
    });
  });

  it('shows the records applied while the apply runs, not only at the end', async () => {
    const total = 750; // three batches of the apply: 250, 500, then 750 at the end
    const channel = await channelWithFeed(total, 2);
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

  it('takes text only as the touchpoint forms would: anything else is a conflict with its reason', async () => {
    const channel = await channelWithFeed(4);
    const id = (n: number) => `${channel.feedName}-000${n}`;
    feed.control.setFeed(channel.feedName, {
      edits: {
        [id(1)]: { name: 'Lobby, Gate 2' },
        [id(2)]: { retailer: 'R'.repeat(81) },
        [id(3)]: { products: [{ name: "Lay's Chips" }] },
      },
    });
    const run = await sync(channel.id);
    assert.equal(run.status, 'succeeded', run.error);
    assert.deepEqual([run.created, run.conflicts], [1, 3]);
    const records = await t.call(admin, 'POST', `${API}/sync-runs/${run.id}/records/list`, { limit: 10 });
    const reasons = Object.fromEntries(
      records.body.data.map((r: { source_id: string; reason: string | null }) => [r.source_id, r.reason]),
    );
    assert.match(
      reasons[id(1)],
      /^The name "Lobby, Gate 2" may hold only letters, digits, spaces and & \( \) \. _ \/ -/,
    );
    assert.equal(
      reasons[id(2)],
      `The retailer "${'R'.repeat(40)}…" is longer than 80 characters, the most the console keeps.`,
    );
    assert.match(reasons[id(3)], /^The name of the product in slot [A-Z0-9]+ "Lay's Chips" may hold only letters/);
    assert.equal(reasons[id(4)], null);
    assert.deepEqual(
      (await touchpointsOf(channel.id)).map((tp) => tp.name),
      [records.body.data.find((r: { source_id: string }) => r.source_id === id(4)).name],
    );
  });

  it('fails a run whose feed sends hidden or control characters, naming the field, and applies nothing', async () => {
    const channel = await channelWithFeed(2);
    const first = `${channel.feedName}-0001`;
    for (const [edit, reason] of [
      [{ name: 'Cafe \u202Eexe.gnp' }, /touchpoints\[0\]\.name holds U\+202E, a control, invisible/],
      [{ company: 'Ac\u200Bme' }, /touchpoints\[0\]\.company holds U\+200B/],
      [{ location: { latitude: 12.9, longitude: 77.6, address: 'Gate\u00002' } }, /location\.address holds U\+0000/],
      [{ products: [{ name: '\uFEFFCola' }] }, /touchpoints\[0\]\.products\[0\]\.name holds U\+FEFF/],
      [{ retailer: `Ca${'\u0301'.repeat(5)}fe` }, /retailer stacks more than four combining marks/],
    ] as const) {
      feed.control.setFeed(channel.feedName, { edits: { [first]: edit } });
      const run = await sync(channel.id);
      assert.equal(run.status, 'failed', JSON.stringify(edit));
      assert.match(run.error, reason);
      assert.equal(run.records_received, 0, 'nothing of it was staged');
    }
    assert.deepEqual(await touchpointsOf(channel.id), []);
  });

  it('runs one sync per channel: a racing second start answers 409 naming the running one', async () => {
    const channel = await channelWithFeed(3);
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
    const channel = await channelWithFeed(2);
    const run = await sync(channel.id);
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
