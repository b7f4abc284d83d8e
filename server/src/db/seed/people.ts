/** Demo customers, their groups and wallets (funded by the history, seed/history.ts). */
import * as t from '../schema';
import { DAY_MS, insertChunked, type SeedContext } from './context';
import { DEPARTMENTS, FIRST_NAMES, LAST_NAMES, USER_ORIGINS, mobileNumber } from './names';

export async function seedPeople(ctx: SeedContext) {
  const { tx, tenantId, random, start } = ctx;
  const rfPrefix = tenantId === 1 ? 'RF1' : 'RF2';
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
    .returning({ id: t.customers.id, rfid: t.customers.rfid, mobile: t.customers.mobile, pin: t.customers.pin });
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

  // Wallets open empty: their money arrives and leaves through the ledger, replayed in order by
  // the history (seed/history.ts), so every balance is the sum of its ledger by construction.
  const walletRows = await tx
    .insert(t.wallets)
    .values(
      walletPlans.map((p) => ({
        tenantId,
        customerId: p.customerId,
        name: p.name,
        type: p.type,
        creditLimit: p.creditLimit,
        isPrimary: p.isPrimary,
        createdAt: new Date(start).toISOString(),
      })),
    )
    .returning({
      id: t.wallets.id,
      customerId: t.wallets.customerId,
      type: t.wallets.type,
      isPrimary: t.wallets.isPrimary,
    });
  return { groupRows, walletRows, customerRows };
}
