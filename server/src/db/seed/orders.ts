/** Demo orders across every payment and vend status, with items and some refunds. */
import * as t from '../schema';
import { DAY_MS, insertChunked, type SeedContext } from './context';
import { PRODUCTS } from './names';

export async function seedOrders(
  ctx: SeedContext,
  {
    walletRows,
    touchpointRows,
  }: { walletRows: { id: number; customerId: number }[]; touchpointRows: { id: number; channelId: number | null }[] },
) {
  const { tx, tenantId, random, start } = ctx;
  const orders: (typeof t.orders.$inferInsert)[] = [];
  const orderItemsPlan: { name: string; qty: number; mrp: number; coil: string; vend: string }[][] = [];
  for (let i = 0; i < 5000; i++) {
    const wallet = random.pick(walletRows);
    const tp = random.pick(touchpointRows);
    const vend = random.chance(0.8) ? 'success' : random.chance(0.5) ? 'partial' : 'failed';
    const paymentStatus = random.chance(0.85) ? 1 : random.chance(0.5) ? 0 : 2;
    const items = Array.from({ length: random.int(1, 3) }, (_, k) => {
      const p = random.pick(PRODUCTS);
      const itemVend = vend === 'partial' ? (k === 0 ? 'failed' : 'success') : vend;
      return {
        name: p.name,
        qty: random.int(1, 2),
        mrp: p.mrp,
        coil: `${String.fromCharCode(65 + k)}${random.int(1, 5)}`,
        vend: itemVend,
      };
    });
    orderItemsPlan.push(items);
    orders.push({
      tenantId,
      orderNo: `ORD${tenantId}${String(i + 1).padStart(6, '0')}`,
      customerId: wallet.customerId,
      walletId: wallet.id,
      channelId: tp.channelId,
      touchpointId: tp.id,
      paymentSource: random.pick(['wallet', 'wallet', 'wallet', 'upi', 'card']),
      paymentStatus,
      status: paymentStatus === 2 ? 2 : vend === 'failed' ? 2 : paymentStatus === 0 ? 0 : 1,
      vendStatus: vend,
      amount: BigInt(items.reduce((sum, it) => sum + it.mrp * it.qty, 0)),
      createdAt: new Date(start + random.next() * 90 * DAY_MS).toISOString(),
    });
  }
  const orderIds: { id: number }[] = [];
  for (let i = 0; i < orders.length; i += 1000) {
    orderIds.push(
      ...(await tx
        .insert(t.orders)
        .values(orders.slice(i, i + 1000))
        .returning({ id: t.orders.id })),
    );
  }
  const itemRows: (typeof t.orderItems.$inferInsert)[] = [];
  const refundRows: (typeof t.refunds.$inferInsert)[] = [];
  orderIds.forEach(({ id }, i) => {
    const order = orders[i]!;
    for (const it of orderItemsPlan[i]!) {
      itemRows.push({
        orderId: id,
        productName: it.name,
        qty: it.qty,
        mrp: BigInt(it.mrp),
        coil: it.coil,
        vendStatus: it.vend,
        amount: BigInt(it.mrp * it.qty),
      });
      if (it.vend === 'failed' && order.paymentStatus === 1 && random.chance(0.6)) {
        refundRows.push({
          tenantId,
          orderId: id,
          name: it.name,
          quantity: it.qty,
          coil: it.coil,
          refundAmount: BigInt(it.mrp * it.qty),
          status: random.chance(0.8) ? 1 : random.chance(0.5) ? 0 : 2,
          createdAt: order.createdAt,
          updatedAt: order.createdAt,
        });
      }
    }
  });
  await insertChunked(tx, t.orderItems, itemRows);
  await insertChunked(tx, t.refunds, refundRows);
}
