/** Demo channels, touchpoints with their products, and touchpoint groups. */
import { and, eq, isNotNull } from 'drizzle-orm';
import * as t from '../schema';
import { DAY_MS, insertChunked, type SeedContext } from './context';
import { CITIES, PRODUCTS } from './names';

/** The token every built-in feed of the reference feed accepts. */
export const DEMO_FEED_TOKEN = 'demo-feed-token';

/** Where the demo's channels find the reference feed (its port follows FEED_PORT). */
function demoFeedBase(): string {
  return `http://127.0.0.1:${process.env.FEED_PORT || 3900}`;
}

export async function seedTouchpoints(ctx: SeedContext) {
  const { tx, tenantId, random, now } = ctx;

  // Channels and touchpoints with their products.
  const channelNames = ['Cafeteria Vending', 'Pantry Kiosks', 'Smart Lockers', 'Micro Market'];
  // The reference feed (scripts/reference-feed.mjs) serves these; `npm start` runs it beside the API.
  const feeds: Record<number, (string | undefined)[]> = {
    1: ['t1-cafeteria', undefined, 't1-lockers', undefined],
    2: ['t2-canteen', undefined, undefined, undefined],
  };
  const channelRows = await tx
    .insert(t.channels)
    .values(
      channelNames.map((name, i) => {
        const feed = feeds[tenantId]?.[i];
        return {
          tenantId,
          name,
          code: `CH${i + 1}`,
          isDefault: i === 0,
          feedUrl: feed ? `${demoFeedBase()}/feeds/${feed}` : null,
          feedToken: feed ? DEMO_FEED_TOKEN : null,
        };
      }),
    )
    .returning({ id: t.channels.id });
  const tpTypes = ['vending_machine', 'kiosk', 'locker', 'micro_market'];
  const touchpointRows = await tx
    .insert(t.touchpoints)
    .values(
      Array.from({ length: 40 }, (_, i) => {
        const city = random.pick(CITIES);
        const type = tpTypes[i % 4]!;
        const feed = feeds[tenantId]?.[i % 4];
        const gridded = type === 'vending_machine' || type === 'locker';
        return {
          tenantId,
          channelId: channelRows[i % 4]!.id,
          name: `${city} ${['Tower', 'Block', 'Plant', 'Campus'][i % 4]} ${String.fromCharCode(65 + (i % 6))}-${i + 1}`,
          type,
          // Products take slots A1…B5 below: a grid of two rows of five, labelled Alpha-Num (A1).
          gridRows: gridded ? 2 : null,
          gridColumns: gridded ? 5 : null,
          labelFormat: gridded ? 'A1' : null,
          latitude: (12 + random.int(0, 16_000_000) / 1_000_000).toFixed(6),
          longitude: (72 + random.int(0, 16_000_000) / 1_000_000).toFixed(6),
          company: tenantId === 1 ? 'Default Pvt Ltd' : 'Acme Foods Ltd',
          retailer: random.pick(['VendKart', 'SnackBox India', 'QuickServe']),
          source: random.pick(['Vendiman', 'Daalchini', 'Manual']),
          location: city,
          // Touchpoints of a channel with a feed came from it (an earlier sync, seeded below).
          sourceId: feed ? `${feed}-${String(Math.floor(i / 4) + 1).padStart(4, '0')}` : null,
          stockSynced: random.chance(0.8),
          lastUpdated: new Date(now.getTime() - random.int(0, 10) * DAY_MS).toISOString(),
        };
      }),
    )
    .returning({ id: t.touchpoints.id, channelId: t.touchpoints.channelId, name: t.touchpoints.name });
  await seedEarlierSyncs(ctx, channelRows, feeds[tenantId] ?? []);
  const productRows: (typeof t.touchpointProducts.$inferInsert)[] = [];
  for (const tp of touchpointRows) {
    const count = random.int(6, 10);
    for (let i = 0; i < count; i++) {
      const p = PRODUCTS[(tp.id + i) % PRODUCTS.length]!;
      productRows.push({
        tenantId,
        touchpointId: tp.id,
        name: p.name,
        coil: `${String.fromCharCode(65 + Math.floor(i / 5))}${(i % 5) + 1}`,
        productMrp: BigInt(p.mrp),
        productGst: p.gst,
        productCess: p.cess,
        stock: random.int(40, 160),
      });
    }
  }
  await insertChunked(tx, t.touchpointProducts, productRows);
  const tpGroupRows = await tx
    .insert(t.touchpointGroups)
    .values(
      ['Ground Floor', 'First Floor', 'Plant Area', 'Guest Lounge', 'Night Shift'].map((name) => ({ tenantId, name })),
    )
    .returning({ id: t.touchpointGroups.id });
  await tx
    .insert(t.touchpointGroupMembers)
    .values(touchpointRows.map((tp, i) => ({ groupId: tpGroupRows[i % tpGroupRows.length]!.id, touchpointId: tp.id })));
  return { touchpointRows, tpGroupRows };
}

/**
 * The demo's history: each channel with a feed was synced once, two days ago, creating the
 * touchpoints it holds; the run and what it received show on the Sync touchpoints screen.
 */
async function seedEarlierSyncs(ctx: SeedContext, channelRows: { id: number }[], feedNames: (string | undefined)[]) {
  const { tx, tenantId, now } = ctx;
  for (const [i, feed] of feedNames.entries()) {
    if (!feed) continue;
    const channelId = channelRows[i]!.id;
    const received = await tx
      .select()
      .from(t.touchpoints)
      .where(and(eq(t.touchpoints.channelId, channelId), isNotNull(t.touchpoints.sourceId)));
    const startedAt = new Date(now.getTime() - 2 * DAY_MS);
    const [run] = await tx
      .insert(t.syncRuns)
      .values({
        tenantId,
        channelId,
        status: 'succeeded',
        pagesFetched: 1,
        totalPages: 1,
        recordsReceived: received.length,
        recordsApplied: received.length,
        created: received.length,
        startedAt: startedAt.toISOString(),
        finishedAt: new Date(startedAt.getTime() + 4000).toISOString(),
      })
      .returning({ id: t.syncRuns.id });
    if (received.length === 0) continue;
    await tx.insert(t.syncRecords).values(
      received.map((tp) => ({
        tenantId,
        runId: run!.id,
        sourceId: tp.sourceId!,
        name: tp.name,
        company: tp.company,
        retailer: tp.retailer,
        active: true,
        stock: 0,
        payload: {
          id: tp.sourceId,
          name: tp.name,
          type: tp.type,
          company: tp.company,
          retailer: tp.retailer,
          active: true,
        },
        outcome: 'created',
        touchpointId: tp.id,
      })),
    );
  }
}
