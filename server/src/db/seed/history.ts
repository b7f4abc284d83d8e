/**
 * The demo's history — 90 days of allowances, a month of orders —, replayed in time order through the real money and vend code:
 * allowances and top-ups are ledger movements (ledger-movement-repository.ts), and every order is a vend
 * authorized at its touchpoint and settled by its result (vend-service.ts,
 * vend-result-service.ts) — so every order has items, a partial or failed vend has its refunds,
 * a rule refuses what it would refuse, and every wallet's balance is the sum of its ledger. A few
 * machines "go offline": their orders wait for a result, and the sweeper refunds the old ones.
 */
import { sql } from 'drizzle-orm';
import type { VendAuthorizeBody } from '@console/shared/contracts';
import * as t from '../schema';
import { HttpError } from '../../lib/http-errors';
import type { Actor } from '../../lib/audit';
import { movementCtes } from '../../services/customer/ledger/ledger-movement-repository';
import type { MachineKey } from '../../services/merchant/touchpoints/touchpoint-keys-repository';
import { authorizeVend } from '../../services/transaction/vend/vend-service';
import { reportVendResult } from '../../services/transaction/vend/vend-result-service';
import { DAY_MS, type SeedContext } from './context';

const HOUR_MS = 3_600_000;
/** IST is UTC+05:30: a wall-clock hour of the demo's day as an offset from UTC midnight. */
const IST_OFFSET_MS = 5.5 * HOUR_MS;
/** When people buy, in wall-clock hours (Kolkata), and how much more at meal times. */
const BUSY_HOURS: [hour: number, weight: number][] = [
  [7, 1],
  [8, 4],
  [9, 5],
  [10, 2],
  [11, 2],
  [12, 7],
  [13, 8],
  [14, 4],
  [15, 3],
  [16, 5],
  [17, 5],
  [18, 3],
  [19, 4],
  [20, 4],
  [21, 3],
  [22, 2],
  [23, 1],
  [1, 1],
  [3, 1],
];
/** Orders a day over the last `ORDER_DAYS` days (the Dashboard's longest range is a month). */
const VENDS_PER_DAY = 12;
const ORDER_DAYS = 31;

interface Customer {
  id: number;
  rfid: string | null;
  mobile: string;
  pin: string | null;
}

type Event =
  | { at: number; kind: 'credit'; walletId: number; paise: bigint; remark: string }
  | { at: number; kind: 'vend'; n: number; machine: MachineKey; body: VendAuthorizeBody }
  | { at: number; kind: 'result'; n: number; machine: MachineKey; vended: (q: number) => number };

export async function seedHistory(
  ctx: SeedContext,
  {
    walletRows,
    customerRows,
    touchpointRows,
  }: {
    walletRows: { id: number; customerId: number; type: string; isPrimary: boolean }[];
    customerRows: Customer[];
    touchpointRows: { id: number; channelId: number | null; name: string }[];
  },
) {
  const { tx, tenantId, random, now, start } = ctx;
  const slots = new Map<number, string[]>();
  for (const p of await tx
    .select({ touchpointId: t.touchpointProducts.touchpointId, coil: t.touchpointProducts.coil })
    .from(t.touchpointProducts)
    .where(sql`${t.touchpointProducts.tenantId} = ${tenantId}`)) {
    if (p.coil) slots.set(p.touchpointId, [...(slots.get(p.touchpointId) ?? []), p.coil]);
  }
  const machines: MachineKey[] = touchpointRows
    .filter((tp) => slots.has(tp.id))
    .map((tp) => ({
      keyId: 0,
      tenantId,
      touchpointId: tp.id,
      channelId: tp.channelId,
      touchpointName: tp.name,
      touchpointActive: true,
      timeZone: 'Asia/Kolkata',
      licenceExpiresAt: null,
      revoked: false,
      lastUsedAt: null,
    }));
  const buyers = customerRows.filter((c) => walletRows.some((w) => w.customerId === c.id && w.isPrimary));
  const events: Event[] = [];

  // Money in: an allowance when each wallet opens and each month after, and some top-ups by HR.
  for (const wallet of walletRows) {
    for (let month = 0; month < 3; month++) {
      events.push({
        at: start + month * 30 * DAY_MS + random.int(0, 6 * HOUR_MS),
        kind: 'credit',
        walletId: wallet.id,
        paise: BigInt(random.pick([100_000, 150_000, 200_000, 250_000])),
        remark:
          month === 0 ? 'Monthly meal allowance' : random.pick(['Monthly meal allowance', 'Quarterly benefit credit']),
      });
    }
    if (random.chance(0.3)) {
      events.push({
        at: start + random.int(5, 85) * DAY_MS,
        kind: 'credit',
        walletId: wallet.id,
        paise: BigInt(random.pick([50_000, 100_000])),
        remark: random.pick(['Top-up by HR', 'Festival bonus credit']),
      });
    }
  }

  // Vends at meal times, each settled by its machine a little later (a few never: offline).
  const weights = BUSY_HOURS.reduce((sum, [, w]) => sum + w, 0);
  const pickHour = () => {
    let r = random.next() * weights;
    for (const [hour, w] of BUSY_HOURS) if ((r -= w) < 0) return hour;
    return 13;
  };
  let n = 0;
  const ordersFrom = now.getTime() - ORDER_DAYS * DAY_MS;
  const dayStart = Math.floor((ordersFrom + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  for (let day = dayStart; day < now.getTime(); day += DAY_MS) {
    const count = VENDS_PER_DAY + random.int(-4, 4);
    for (let i = 0; i < count; i++) {
      const at = day + pickHour() * HOUR_MS + random.int(0, HOUR_MS - 1);
      if (at < ordersFrom || at > now.getTime() - 60_000) continue;
      const machine = random.pick(machines);
      const buyer = random.pick(buyers);
      const lines = [
        ...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(slots.get(machine.touchpointId)!))),
      ];
      const credential =
        buyer.rfid && random.chance(0.75) ? { rfid: buyer.rfid } : { mobile: buyer.mobile, pin: buyer.pin ?? '0000' };
      n += 1;
      events.push({
        at,
        kind: 'vend',
        n,
        machine,
        body: { credential, cart: lines.map((slot) => ({ slot, quantity: random.chance(0.8) ? 1 : 2 })) },
      });
      const fate = random.next();
      if (fate < 0.015) continue; // offline: no result
      const vended = fate < 0.87 ? (q: number) => q : fate < 0.95 ? (q: number) => Math.max(0, q - 1) : () => 0;
      events.push({ at: at + random.int(8_000, 40_000), kind: 'result', n, machine, vended });
    }
  }

  events.sort((a, b) => a.at - b.at);
  const hr: Actor = { tenantId, userId: null, email: 'hr-payroll@demo.local', ip: null };
  const orderOf = new Map<number, { id: number; slots: { slot: string; quantity: number }[] }>();
  for (const event of events) {
    const at = new Date(event.at).toISOString();
    if (event.kind === 'credit') {
      await tx.execute(
        sql`with ${movementCtes({
          actor: hr,
          walletId: event.walletId,
          paise: event.paise,
          remark: event.remark,
          requireActive: true,
          auditAction: 'fund',
          at,
        })} select 1`,
      );
    } else if (event.kind === 'vend') {
      try {
        const order = await authorizeVend(tx, { machine: event.machine, ip: null, at }, event.body, `seed-${event.n}`);
        orderOf.set(event.n, { id: order.order_id, slots: event.body.cart });
      } catch (error) {
        // Refused as it would be live (a rule, the balance, the stock): history keeps no order.
        if (!(error instanceof HttpError)) throw error;
      }
    } else {
      const order = orderOf.get(event.n);
      if (!order) continue;
      await reportVendResult(tx, { machine: event.machine, ip: null, at }, order.id, {
        lines: order.slots.map((l) => ({ slot: l.slot, vended: event.vended(l.quantity) })),
      });
    }
  }
}
