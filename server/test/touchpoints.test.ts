/** Channels, touchpoints with their grid, location and store, and touchpoint groups. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestContext, type TestContext } from './helper';

const API = '/api/merchant';

describe('channels, touchpoints and touchpoint groups', () => {
  let t: TestContext;
  let admin: string;
  let acme: string;
  let ops: string;
  const stamp = Date.now().toString(36).toUpperCase();

  before(async () => {
    t = await createTestContext({ syncAllowedHosts: ['feed.example:8080'] });
    admin = await t.login('admin@demo.local');
    acme = await t.login('admin@acme.local');
    ops = await t.login('ops@demo.local');
  });
  after(() => t.close());

  const newChannel = async (body: Record<string, unknown> = {}) => {
    const res = await t.call(admin, 'POST', `${API}/channels`, {
      name: 'Lobby Fleet',
      code: `LF${stamp}${Math.random().toString(36).slice(2, 6)}`,
      ...body,
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data;
  };
  const locker = (body: Record<string, unknown> = {}) => ({
    name: 'Gate Locker',
    type: 'locker',
    grid: { rows: 6, columns: 10, label_format: '1A' },
    ...body,
  });

  it('keeps the feed token write-only: stored, never returned, replaced or kept on edit', async () => {
    const channel = await newChannel({ feed_url: 'http://feed.example:8080/feeds/a', feed_token: 's3cret' });
    assert.equal(channel.feed_token_set, true);
    assert.equal(JSON.stringify(channel).includes('s3cret'), false);
    assert.equal(channel.last_run, null);
    const kept = await t.edit(admin, `${API}/channels/${channel.id}`, {
      name: 'Lobby Fleet 2',
      code: channel.code,
      feed_url: channel.feed_url,
    });
    assert.equal(kept.status, 200, JSON.stringify(kept.body));
    assert.equal(kept.body.data.feed_token_set, true);
    const cleared = await t.edit(admin, `${API}/channels/${channel.id}`, {
      name: 'Lobby Fleet 2',
      code: channel.code,
      feed_token: null,
    });
    assert.equal(cleared.body.data.feed_token_set, false);
    assert.equal(cleared.body.data.feed_url, null);
    const audit = await t.call(admin, 'POST', `${API}/audit/list`, { entity: 'channel', limit: 5 });
    assert.equal(JSON.stringify(audit.body).includes('s3cret'), false);
  });

  it('refuses a feed URL that is not http(s) or not on the allow-list, and a duplicate code', async () => {
    for (const feed_url of [
      'ftp://feed.example:8080/x',
      'http://169.254.169.254/latest',
      'http://feed.example:9999/x',
    ]) {
      const res = await t.call(admin, 'POST', `${API}/channels`, { name: 'Bad', code: `B${stamp}`, feed_url });
      assert.equal(res.status, 400, `${feed_url}: ${JSON.stringify(res.body)}`);
    }
    const first = await newChannel({ code: `DUP${stamp}` });
    const again = await t.call(admin, 'POST', `${API}/channels`, { name: 'Other', code: `dup${stamp}` });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'A channel with this code already exists.');
    assert.ok(first.id);
  });

  it('creates a locker whose grid is labelled by the chosen format, and refuses a grid the format cannot fit', async () => {
    const res = await t.call(
      admin,
      'POST',
      `${API}/touchpoints`,
      locker({ latitude: '12.971599', longitude: 77.594566, address: 'MG Road, Bengaluru' }),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const tp = res.body.data;
    assert.deepEqual(tp.grid, { rows: 6, columns: 10, label_format: '1A' });
    assert.equal(tp.latitude, 12.971599);
    assert.equal(tp.address, 'MG Road, Bengaluru');
    assert.equal(tp.source_id, null);

    const unfit = await t.call(
      admin,
      'POST',
      `${API}/touchpoints`,
      locker({ grid: { rows: 10, columns: 10, label_format: '11' } }),
    );
    assert.equal(unfit.status, 400);
    assert.match(unfit.body.message, /Num-Num \(11\) cannot label/);
    const kiosk = await t.call(admin, 'POST', `${API}/touchpoints`, locker({ type: 'kiosk' }));
    assert.equal(kiosk.status, 400);
    const noGrid = await t.call(admin, 'POST', `${API}/touchpoints`, locker({ grid: null }));
    assert.equal(noGrid.status, 400);
    for (const bad of [{ latitude: 91, longitude: 0 }, { latitude: '12.1234567', longitude: 1 }, { latitude: 12 }]) {
      const r = await t.call(admin, 'POST', `${API}/touchpoints`, locker(bad));
      assert.equal(r.status, 400, JSON.stringify(bad));
    }
    const otherChannel = await t.call(admin, 'POST', `${API}/touchpoints`, locker({ channel_id: 2_000_000 }));
    assert.equal(otherChannel.status, 400);
  });

  it('stores products by slot: a slot off the grid, a taken slot, negative stock or price and bad tax are refused', async () => {
    const tp = (await t.call(admin, 'POST', `${API}/touchpoints`, locker())).body.data;
    const P = `${API}/touchpoints/${tp.id}/products`;
    const ok = await t.call(admin, 'POST', P, {
      name: 'Masala Chips 40g',
      slot: '1a',
      mrp: '20.50',
      gst: '12',
      cess: 0,
      stock: 8,
    });
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.deepEqual(
      { ...ok.body.data, id: 0, updated_at: '' },
      { id: 0, name: 'Masala Chips 40g', slot: '1A', mrp: 20.5, gst: 12, cess: 0, stock: 8, updated_at: '' },
    );
    const taken = await t.call(admin, 'POST', P, { name: 'Cola', slot: '1A', mrp: 40, gst: 18, cess: 12, stock: 1 });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.message, 'Slot 1A already holds Masala Chips 40g.');
    for (const bad of [
      { slot: 'A1' },
      { slot: '7A' },
      { stock: -1 },
      { mrp: -5 },
      { mrp: '1.234' },
      { gst: 101 },
      { gst: '5.555' },
      { cess: -1 },
    ]) {
      const r = await t.call(admin, 'POST', P, {
        name: 'Cola',
        slot: '2B',
        mrp: 40,
        gst: 18,
        cess: 12,
        stock: 1,
        ...bad,
      });
      assert.equal(r.status, 400, `${JSON.stringify(bad)} → ${r.status} ${JSON.stringify(r.body)}`);
    }
    const list = await t.call(admin, 'POST', `${P}/list`, {});
    assert.equal(list.body.pagination.total, 1);

    // Relabelling the grid keeps each product in its position; shrinking away an occupied slot is refused.
    const relabel = await t.edit(
      admin,
      `${API}/touchpoints/${tp.id}`,
      locker({ grid: { rows: 6, columns: 10, label_format: 'A1' } }),
    );
    assert.equal(relabel.status, 200, JSON.stringify(relabel.body));
    const moved = await t.call(admin, 'POST', `${P}/list`, {});
    assert.equal(moved.body.data[0].slot, 'A1');
    await t.call(admin, 'POST', P, { name: 'Cola', slot: 'F10', mrp: 40, gst: 18, cess: 12, stock: 1 });
    const shrink = await t.edit(
      admin,
      `${API}/touchpoints/${tp.id}`,
      locker({ grid: { rows: 2, columns: 2, label_format: 'A1' } }),
    );
    assert.equal(shrink.status, 409);
    assert.match(shrink.body.message, /no slot for F10/);
  });

  it('lists touchpoints with filters and sorts, and keeps tenants apart', async () => {
    const channels = await t.call(admin, 'POST', `${API}/channels/list`, { limit: 100 });
    const cafeteria = channels.body.data.find((c: { name: string }) => c.name === 'Cafeteria Vending');
    const byChannel = await t.call(admin, 'POST', `${API}/touchpoints/list`, { channel_id: cafeteria.id, limit: 100 });
    assert.equal(byChannel.status, 200);
    assert.ok(byChannel.body.data.length > 0);
    assert.ok(byChannel.body.data.every((r: { channel: string }) => r.channel === 'Cafeteria Vending'));
    const lockers = await t.call(admin, 'POST', `${API}/touchpoints/list`, {
      type: 'locker',
      stock_synced: 'ALL',
      sortBy: 'name',
      sortDir: 'ASC',
      limit: 100,
    });
    assert.ok(lockers.body.data.every((r: { type: string }) => r.type === 'locker'));
    const names = lockers.body.data.map((r: { name: string }) => r.name.toLowerCase());
    assert.deepEqual(names, [...names].sort());

    const mine = byChannel.body.data[0];
    for (const [method, url] of [
      ['GET', `${API}/touchpoints/${mine.id}`],
      ['POST', `${API}/touchpoints/${mine.id}/products/list`],
      ['GET', `${API}/channels/${cafeteria.id}`],
    ] as const) {
      const res = await t.call(acme, method, url, method === 'POST' ? {} : undefined);
      assert.equal(res.status, 404, `${method} ${url}`);
    }
    const theirs = await t.call(acme, 'POST', `${API}/touchpoints`, locker({ channel_id: cafeteria.id }));
    assert.equal(theirs.status, 400);
  });

  it('asks for the permission: a role without the touchpoint codes gets 403', async () => {
    assert.equal((await t.call(ops, 'POST', `${API}/touchpoints/list`, {})).status, 403);
    assert.equal((await t.call(ops, 'POST', `${API}/channels`, { name: 'X', code: 'X' })).status, 403);
    assert.equal((await t.call(ops, 'POST', `${API}/touchpoint-groups/list`, {})).status, 403);
  });

  it('groups touchpoints by delta, and refuses to delete a group an institution links', async () => {
    const options = await t.call(admin, 'POST', `${API}/touchpoints/options`, { q: '', limit: 3 });
    const ids = options.body.data.map((o: { id: number }) => o.id);
    const created = await t.call(admin, 'POST', `${API}/touchpoint-groups`, {
      name: `Annex ${stamp}`,
      touchpoint_ids: ids.slice(0, 2),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.data.touchpoint_count, 2);
    const edited = await t.edit(admin, `${API}/touchpoint-groups/${created.body.data.id}`, {
      name: `Annex ${stamp}`,
      add_touchpoint_ids: [ids[2]],
      remove_touchpoint_ids: [ids[0]],
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    const members = await t.call(admin, 'POST', `${API}/touchpoint-groups/${created.body.data.id}/members/list`, {});
    assert.deepEqual(members.body.data.map((m: { id: number }) => m.id).sort(), [ids[1], ids[2]].sort());
    const foreign = await t.call(acme, 'POST', `${API}/touchpoint-groups`, {
      name: `Theirs ${stamp}`,
      touchpoint_ids: [ids[0]],
    });
    assert.equal(foreign.status, 400);
    const dup = await t.call(admin, 'POST', `${API}/touchpoint-groups`, { name: `annex ${stamp}` });
    assert.equal(dup.status, 409);

    const linked = (await t.call(admin, 'POST', `${API}/touchpoint-groups/list`, { limit: 100 })).body.data.find(
      (g: { institution_count: number }) => g.institution_count > 0,
    );
    assert.ok(linked, 'the demo links a touchpoint group to an institution');
    // The list names the institutions that link it, as the refusal below does.
    assert.equal(linked.institutions.length, linked.institution_count);
    assert.ok(linked.institutions.every((n: unknown) => typeof n === 'string' && n.length > 0));
    const refused = await t.call(admin, 'DELETE', `${API}/touchpoint-groups/${linked.id}`);
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /linked to the institution/);
    assert.ok(refused.body.message.includes(linked.institutions[0]), refused.body.message);
    const gone = await t.call(admin, 'DELETE', `${API}/touchpoint-groups/${created.body.data.id}`);
    assert.equal(gone.status, 204);
    assert.equal((await t.call(admin, 'GET', `${API}/touchpoint-groups/${created.body.data.id}`)).status, 404);
  });
});
