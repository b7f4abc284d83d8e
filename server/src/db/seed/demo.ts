/**
 * Demo data, seeded once on first start: three tenants, the demo logins, and for tenants
 * 1 and 2 a realistic working set (customers, wallets with a consistent ledger, touchpoints,
 * orders across every status, rules, institutions, pending requests).
 */
import { ADMIN_ROLE_CODE, PERMISSIONS, type PermissionCode } from '@console/shared/permissions';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client';
import * as t from '../schema';
import { hashPassword } from '../../lib/password';
import {
  CITIES,
  DEPARTMENTS,
  FIRST_NAMES,
  LAST_NAMES,
  PRODUCTS,
  USER_ORIGINS,
  mobileNumber,
  prng,
  type Random,
} from './names';

export interface DemoLogin {
  email: string;
  password: string;
  tenantId: number;
  role: string;
}

export const DEMO_LOGINS: DemoLogin[] = [
  { email: 'admin@demo.local', password: 'Admin@123', tenantId: 1, role: ADMIN_ROLE_CODE },
  { email: 'ops@demo.local', password: 'Ops@12345', tenantId: 1, role: 'ROLE_OPERATIONS' },
  { email: 'viewer@demo.local', password: 'Viewer@123', tenantId: 1, role: 'ROLE_VIEWER' },
  { email: 'admin@acme.local', password: 'Admin@123', tenantId: 2, role: ADMIN_ROLE_CODE },
  { email: 'admin@lapsed.local', password: 'Admin@123', tenantId: 3, role: ADMIN_ROLE_CODE },
];

const ALL_REMOTES = {
  'remote-people': '*',
  'remote-touchpoints': '*',
  'remote-transactions': '*',
  'remote-admin': '*',
};

const ROLES: { name: string; code: string; permissions: readonly PermissionCode[] }[] = [
  { name: 'Company Admin', code: ADMIN_ROLE_CODE, permissions: PERMISSIONS },
  {
    name: 'Operations',
    code: 'ROLE_OPERATIONS',
    permissions: [
      'PERM_VIEW_CUSTOMER_LIST',
      'PERM_VIEW_CUSTOMER_GROUP_LIST',
      'PERM_VIEW_WALLET_LIST',
      'PERM_VIEW_TRANSACTION_LIST',
    ],
  },
  { name: 'Viewer', code: 'ROLE_VIEWER', permissions: ['PERM_VIEW_TRANSACTION_LIST'] },
];

const DAY_MS = 86_400_000;
const CHUNK = 1000;

async function insertChunked<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.tenants.id }).from(t.tenants).where(eq(t.tenants.id, 1)).limit(1);
  return rows.length > 0;
}

/** Seeds the demo set unless tenant 1 already exists. Returns whether it seeded. */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const hashes = new Map<string, string>();
  for (const login of DEMO_LOGINS) {
    if (!hashes.has(login.password)) hashes.set(login.password, await hashPassword(login.password));
  }
  // Staff who are not demo logins share one random, unknowable password.
  const staffHash = await hashPassword(crypto.randomUUID());

  await db.transaction(async (tx) => {
    await tx.insert(t.tenants).values([
      {
        id: 1,
        name: 'Default',
        labels: {},
        remotes: ALL_REMOTES,
        licenceExpiresAt: new Date(now.getTime() + 365 * DAY_MS).toISOString(),
      },
      {
        id: 2,
        name: 'Acme Foods',
        labels: {
          customer: 'Employee',
          customers: 'Employees',
          transaction: 'Dispensed Product',
          transactions: 'Dispensed Products',
          peopleSection: 'Employees',
          transactionsSection: 'Dispensed Products',
        },
        remotes: ALL_REMOTES,
        licenceExpiresAt: new Date(now.getTime() + 365 * DAY_MS).toISOString(),
      },
      {
        id: 3,
        name: 'Lapsed Co',
        labels: {},
        remotes: ALL_REMOTES,
        licenceExpiresAt: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
      },
    ]);

    for (const tenantId of [1, 2, 3]) {
      const random = prng(tenantId * 7919);
      const roleIds = new Map<string, number>();
      for (const role of tenantId === 3 ? ROLES.slice(0, 1) : ROLES) {
        const [row] = await tx
          .insert(t.roles)
          .values({
            tenantId,
            name: role.name,
            roleCode: role.code,
            permissions: [...role.permissions],
            isDefault: role.code === ADMIN_ROLE_CODE,
          })
          .returning({ id: t.roles.id });
        roleIds.set(role.code, row!.id);
      }
      for (const login of DEMO_LOGINS.filter((l) => l.tenantId === tenantId)) {
        const [local] = login.email.split('@') as [string];
        await tx.insert(t.users).values({
          tenantId,
          firstName: local === 'admin' ? 'Anita' : local === 'ops' ? 'Omkar' : 'Vidya',
          lastName: local === 'admin' ? 'Krishnan' : local === 'ops' ? 'Patil' : 'Rao',
          email: login.email,
          mobile: mobileNumber(random),
          passwordHash: hashes.get(login.password)!,
          roleId: roleIds.get(login.role)!,
          isDefault: login.role === ADMIN_ROLE_CODE,
        });
      }
      if (tenantId === 3) continue;
      await seedStaff(tx, tenantId, random, roleIds, staffHash);
      await seedWorkingSet(tx, tenantId, random, now);
    }
  });
  return true;
}

async function seedStaff(tx: Tx, tenantId: number, random: Random, roleIds: Map<string, number>, passwordHash: string) {
  const domain = tenantId === 1 ? 'demo.local' : 'acme.local';
  const rows: (typeof t.users.$inferInsert)[] = [];
  for (let i = 0; i < 24; i++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    rows.push({
      tenantId,
      firstName: first,
      lastName: last,
      email: `${first}.${last.replace(/[^A-Za-z]/g, '')}${i}@${domain}`.toLowerCase(),
      mobile: mobileNumber(random),
      passwordHash,
      roleId: roleIds.get(random.chance(0.6) ? 'ROLE_OPERATIONS' : 'ROLE_VIEWER')!,
      status: random.chance(0.85) ? 1 : 0,
    });
  }
  await insertChunked(tx, t.users, rows);
}

async function seedWorkingSet(tx: Tx, tenantId: number, random: Random, now: Date) {
  const start = now.getTime() - 90 * DAY_MS;
  const rfPrefix = tenantId === 1 ? 'RF1' : 'RF2';

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

  // Customers, their groups and wallets.
  const departments = Object.keys(DEPARTMENTS);
  const customerRows = await tx
    .insert(t.customers)
    .values(
      Array.from({ length: 300 }, (_, i) => {
        const first = random.pick(FIRST_NAMES);
        const last = random.pick(LAST_NAMES);
        const dept = random.pick(departments);
        return {
          tenantId,
          firstName: first,
          lastName: last,
          email: random.chance(0.85) ? `${first}.${last.replace(/[^A-Za-z]/g, '')}${i}@example.in`.toLowerCase() : null,
          mobile: mobileNumber(random),
          userOrigin: random.pick(USER_ORIGINS),
          className: dept,
          sectionName: random.pick(DEPARTMENTS[dept]!),
          rfid: random.chance(0.8) ? `${rfPrefix}${String(100000 + i)}` : null,
          pin: String(random.int(1000, 9999)),
          createdAt: new Date(start - random.int(0, 200) * DAY_MS).toISOString(),
        };
      }),
    )
    .returning({ id: t.customers.id });
  const groupNames = [
    'Day Shift',
    'Night Shift',
    'Contractors',
    'Interns',
    'Leadership',
    'Plant Workers',
    'Head Office',
    'Field Staff',
  ];
  const groupRows = await tx
    .insert(t.customerGroups)
    .values(
      groupNames.map((name) => ({
        tenantId,
        name,
        description: `${name} of ${tenantId === 1 ? 'Default' : 'Acme Foods'}`,
      })),
    )
    .returning({ id: t.customerGroups.id });
  const memberships: (typeof t.customerGroupMembers.$inferInsert)[] = [];
  customerRows.forEach((c, i) => {
    memberships.push({ groupId: groupRows[i % groupRows.length]!.id, customerId: c.id });
    if (random.chance(0.3)) memberships.push({ groupId: groupRows[(i + 3) % groupRows.length]!.id, customerId: c.id });
  });
  await insertChunked(tx, t.customerGroupMembers, memberships);

  type WalletPlan = {
    customerId: number;
    name: string;
    type: 'prepaid' | 'postpaid';
    creditLimit: bigint;
    isPrimary: boolean;
  };
  const walletPlans: WalletPlan[] = customerRows.map((c) => {
    const postpaid = random.chance(0.15);
    return {
      customerId: c.id,
      name: 'Meal Wallet',
      type: postpaid ? 'postpaid' : 'prepaid',
      creditLimit: postpaid ? 200000n : 0n,
      isPrimary: true,
    };
  });
  for (let i = 0; i < 100; i++) {
    const postpaid = random.chance(0.5);
    walletPlans.push({
      customerId: customerRows[i * 3]!.id,
      name: postpaid ? 'Travel Allowance' : 'Gift Wallet',
      type: postpaid ? 'postpaid' : 'prepaid',
      creditLimit: postpaid ? 500000n : 0n,
      isPrimary: false,
    });
  }

  // The ledger: 10 000 movements whose previous/after balances chain per wallet.
  const movementsPerWallet = walletPlans.map(() => 0);
  for (let i = 0; i < 10_000; i++) movementsPerWallet[i % walletPlans.length]! += 1;
  const balances: bigint[] = [];
  const ledger: { walletIndex: number; amount: bigint; previous: bigint; after: bigint; remark: string; at: number }[] =
    [];
  walletPlans.forEach((plan, w) => {
    let balance = 0n;
    const n = movementsPerWallet[w]!;
    const slot = (88 * DAY_MS) / n;
    for (let k = 0; k < n; k++) {
      // One movement in each slot of the last 88 days: increasing, never in the future.
      const at = start + DAY_MS + Math.floor((k + random.next()) * slot);
      const floor = plan.type === 'prepaid' ? 0n : -plan.creditLimit;
      let amount: bigint;
      let remark: string;
      if (k === 0 || random.chance(0.25)) {
        amount = BigInt(random.pick([50000, 100000, 150000, 200000, 250000]));
        remark = random.pick([
          'Monthly meal allowance',
          'Festival bonus credit',
          'Top-up by HR',
          'Quarterly benefit credit',
        ]);
      } else {
        amount = -BigInt(random.int(10, 180) * 100 + random.pick([0, 50]));
        remark = random.pick([
          'Vend: Masala Chai',
          'Vend: Filter Coffee',
          'Vend: Snacks',
          'Micro market purchase',
          'Vend: Bisleri 1L',
        ]);
        if (balance + amount < floor) {
          amount = BigInt(random.pick([50000, 100000]));
          remark = 'Top-up by HR';
        }
      }
      ledger.push({ walletIndex: w, amount, previous: balance, after: balance + amount, remark, at });
      balance += amount;
    }
    balances.push(balance);
  });
  const walletRows = await tx
    .insert(t.wallets)
    .values(
      walletPlans.map((p, w) => ({
        tenantId,
        customerId: p.customerId,
        name: p.name,
        type: p.type,
        creditLimit: p.creditLimit,
        isPrimary: p.isPrimary,
        amount: balances[w]!,
        createdAt: new Date(start).toISOString(),
      })),
    )
    .returning({ id: t.wallets.id, customerId: t.wallets.customerId, type: t.wallets.type });
  ledger.sort((a, b) => a.at - b.at);
  await insertChunked(
    tx,
    t.walletTransactions,
    ledger.map((m) => ({
      tenantId,
      walletId: walletRows[m.walletIndex]!.id,
      transactionAmount: m.amount,
      previousBalance: m.previous,
      afterBalance: m.after,
      remark: m.remark,
      createdAt: new Date(m.at).toISOString(),
    })),
  );

  // Orders across every payment and vend status, with items and some refunds.
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
  for (let i = 0; i < orders.length; i += CHUNK) {
    orderIds.push(
      ...(await tx
        .insert(t.orders)
        .values(orders.slice(i, i + CHUNK))
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

  // Rules with time/limit rows, institutions, and pending prepaid → postpaid requests.
  for (let i = 0; i < 10; i++) {
    const [rule] = await tx
      .insert(t.rules)
      .values({
        tenantId,
        name: `${['Breakfast', 'Lunch', 'Evening Snacks', 'Night Meal', 'Safety Gear'][i % 5]} Limit ${Math.floor(i / 5) + 1}`,
        touchpointId: touchpointRows[i]!.id,
        channelId: touchpointRows[i]!.channelId,
        customerGroupId: groupRows[i % groupRows.length]!.id,
        type: i % 2 === 0 ? 'time_window' : 'daily_limit',
        status: i === 9 ? 0 : 1,
      })
      .returning({ id: t.rules.id });
    await tx.insert(t.ruleLimits).values([
      { ruleId: rule!.id, sno: 1, name: 'Morning', time: '07:00-11:00', limit: random.int(1, 3) },
      { ruleId: rule!.id, sno: 2, name: 'Afternoon', time: '12:00-15:00', limit: random.int(1, 3) },
      { ruleId: rule!.id, sno: 3, name: 'Evening', time: '17:00-21:00', limit: random.int(1, 3) },
    ]);
  }
  const institutionNames = [
    'Whitefield Campus',
    'Hinjewadi Plant',
    'Gachibowli Tower',
    'Guindy Works',
    'Cyber City Office',
  ];
  for (let i = 0; i < 5; i++) {
    const [inst] = await tx
      .insert(t.institutions)
      .values({ tenantId, name: institutionNames[i]! })
      .returning({ id: t.institutions.id });
    await tx.insert(t.institutionCustomerGroups).values([
      { institutionId: inst!.id, groupId: groupRows[i]!.id },
      { institutionId: inst!.id, groupId: groupRows[i + 3]!.id },
    ]);
    await tx.insert(t.institutionTouchpointGroups).values({ institutionId: inst!.id, groupId: tpGroupRows[i]!.id });
  }
  const prepaid = walletRows.filter((w) => w.type === 'prepaid');
  await tx.insert(t.requests).values(
    Array.from({ length: 20 }, (_, i) => ({
      tenantId,
      walletId: prepaid[i * 7]!.id,
      customerId: prepaid[i * 7]!.customerId,
      remark: random.pick([
        'Frequent travel for client visits',
        'Night shift meals exceed prepaid top-ups',
        'Requested by department head',
        'Salary advance against meal card',
      ]),
      createdAt: new Date(now.getTime() - random.int(1, 20) * DAY_MS).toISOString(),
    })),
  );
}
