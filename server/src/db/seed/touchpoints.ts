/** Demo channels, touchpoints with their products, and touchpoint groups. */
import * as t from '../schema';
import { DAY_MS, insertChunked, type SeedContext } from './context';
import { CITIES, PRODUCTS } from './names';

export async function seedTouchpoints(ctx: SeedContext) {
  const { tx, tenantId, random, now } = ctx;

  // Channels and touchpoints with their products.
  const channelNames = ['Cafeteria Vending', 'Pantry Kiosks', 'Smart Lockers', 'Micro Market'];
  const channelRows = await tx
    .insert(t.channels)
    .values(channelNames.map((name, i) => ({ tenantId, name, code: `CH${i + 1}`, isDefault: i === 0 })))
    .returning({ id: t.channels.id });
  const tpTypes = ['vending_machine', 'kiosk', 'locker', 'micro_market'];
  const touchpointRows = await tx
    .insert(t.touchpoints)
    .values(
      Array.from({ length: 40 }, (_, i) => {
        const city = random.pick(CITIES);
        return {
          tenantId,
          channelId: channelRows[i % 4]!.id,
          name: `${city} ${['Tower', 'Block', 'Plant', 'Campus'][i % 4]} ${String.fromCharCode(65 + (i % 6))}-${i + 1}`,
          type: tpTypes[i % 4]!,
          company: tenantId === 1 ? 'Default Pvt Ltd' : 'Acme Foods Ltd',
          retailer: random.pick(['VendKart', 'SnackBox India', 'QuickServe']),
          source: random.pick(['Vendiman', 'Daalchini', 'Manual']),
          location: city,
          stockSynced: random.chance(0.8),
          lastUpdated: new Date(now.getTime() - random.int(0, 10) * DAY_MS).toISOString(),
        };
      }),
    )
    .returning({ id: t.touchpoints.id, channelId: t.touchpoints.channelId });
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
        stock: random.int(0, 30),
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
