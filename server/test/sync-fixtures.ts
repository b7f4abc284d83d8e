/**
 * The channel sync's test harness: a reference feed over real HTTP, a server allowed to read it,
 * the admins of two tenants, and the reads a sync test compares before and after.
 */
import assert from 'node:assert/strict';
import { beforeEach } from 'node:test';
import { sql } from 'drizzle-orm';
import { touchpointProducts, touchpoints as touchpointsTable } from '../src/db/schema';
import { createTestContext, withServer, type TestContext } from './helper';
import { FEED_TOKEN, startFeed, type ReferenceFeed } from './reference-feed';

export const API = '/api/merchant';

export async function startSyncHarness() {
  const feed: ReferenceFeed = await startFeed();
  const t: TestContext = await createTestContext({
    syncAllowedHosts: [`127.0.0.1:${feed.port}`],
    syncTimeoutMs: 1500,
    // A signed-in principal stays cached, so a poll during an apply never waits for PGlite's one
    // connection (the apply transaction holds it) just to authenticate.
    authCacheMs: 600_000,
    logLevel: process.env.SYNC_DEBUG ? 'error' : 'silent',
  });
  const admin = await t.login('admin@demo.local');
  const acme = await t.login('admin@acme.local');
  let counter = 0;

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

  return {
    t,
    feed,
    admin,
    acme,
    channelWithFeed,
    sync,
    touchpointsOf,
    productsOf,
    snapshot,
    databaseSnapshot,
    close: async () => {
      await t.close();
      await feed.close();
    },
  };
}

export type SyncHarness = Awaited<ReturnType<typeof startSyncHarness>>;

/** withServer for a sync harness, its feed's switches reset before each of the block's tests. */
export function withSyncHarness(use: (harness: SyncHarness) => void): void {
  let harness: SyncHarness | undefined;
  withServer(startSyncHarness, (started) => use((harness = started)));
  beforeEach(() => harness?.feed.control.reset());
}
