/** Demo customers, their groups, wallets and a ledger whose balances chain per wallet. */
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
  return { groupRows, walletRows };
}
