/**
 * A channel sync whose feed fails at any page applies nothing, and a feed that sends what the
 * touchpoint forms would refuse (markup, hidden or control characters) is refused with the reason.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { TestContext } from './helper';
import { FEED_TOKEN, type ReferenceFeed } from './reference-feed';
import { API, withSyncHarness, type SyncHarness } from './sync-fixtures';

describe('channel sync faults', () => {
  let h: SyncHarness, t: TestContext, feed: ReferenceFeed, admin: string;
  withSyncHarness((harness) => ({ t, feed, admin } = h = harness));

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
      const ok = await h.sync(channel.id);
      assert.equal(ok.status, 'succeeded', ok.error);
      assert.equal(ok.total_pages, PAGES.length);
      baseline = await h.databaseSnapshot(channel.id);
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
          const failed = await h.sync(channel.id);
          assert.equal(failed.status, 'failed');
          assert.match(failed.error, reason);
          assert.equal(failed.created + failed.updated + failed.unchanged + failed.removed, 0);
          assert.equal(failed.records_applied, 0);
          assert.equal(failed.pages_fetched, page - 1, 'the pages before the fault were fetched and staged');
          assert.equal(await h.databaseSnapshot(channel.id), baseline, 'no touchpoint or product was written');
        });
      }
    }

    it('with the fault gone, the same feed applies in full', async () => {
      feed.control.setFeed(channel.feedName, { removeIds: [`${channel.feedName}-0007`], stockGeneration: 2 });
      const run = await h.sync(channel.id);
      assert.equal(run.status, 'succeeded', run.error);
      assert.deepEqual([run.created, run.updated, run.records_applied], [0, 249, 249]);
      const gone = await t.call(admin, 'POST', `${API}/sync-runs/${run.id}/records/list`, { outcome: 'removed' });
      assert.equal(gone.body.data.length, run.removed);
      assert.notEqual(await h.databaseSnapshot(channel.id), baseline);
    });
  });

  it('takes text only as the touchpoint forms would: anything else is a conflict with its reason', async () => {
    const channel = await h.channelWithFeed(4);
    const id = (n: number) => `${channel.feedName}-000${n}`;
    feed.control.setFeed(channel.feedName, {
      edits: {
        [id(1)]: { name: 'Lobby, Gate 2' },
        [id(2)]: { retailer: 'R'.repeat(81) },
        [id(3)]: { products: [{ name: "Lay's Chips" }] },
      },
    });
    const run = await h.sync(channel.id);
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
      (await h.touchpointsOf(channel.id)).map((tp) => tp.name),
      [records.body.data.find((r: { source_id: string }) => r.source_id === id(4)).name],
    );
  });

  it('fails a run whose feed sends hidden or control characters, naming the field, and applies nothing', async () => {
    const channel = await h.channelWithFeed(2);
    const first = `${channel.feedName}-0001`;
    for (const [edit, reason] of [
      [{ name: 'Cafe \u202Eexe.gnp' }, /touchpoints\[0\]\.name holds U\+202E, a control, invisible/],
      [{ company: 'Ac\u200Bme' }, /touchpoints\[0\]\.company holds U\+200B/],
      [{ location: { latitude: 12.9, longitude: 77.6, address: 'Gate\u00002' } }, /location\.address holds U\+0000/],
      [{ products: [{ name: '\uFEFFCola' }] }, /touchpoints\[0\]\.products\[0\]\.name holds U\+FEFF/],
      [{ retailer: `Ca${'\u0301'.repeat(5)}fe` }, /retailer stacks more than four combining marks/],
    ] as const) {
      feed.control.setFeed(channel.feedName, { edits: { [first]: edit } });
      const run = await h.sync(channel.id);
      assert.equal(run.status, 'failed', JSON.stringify(edit));
      assert.match(run.error, reason);
      assert.equal(run.records_received, 0, 'nothing of it was staged');
    }
    assert.deepEqual(await h.touchpointsOf(channel.id), []);
  });
});
