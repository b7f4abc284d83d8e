/**
 * Demo data, seeded once on first start: three tenants, the demo logins, and for tenants
 * 1 and 2 a realistic working set (customers, wallets with a consistent ledger, touchpoints,
 * orders across every status, rules, institutions, pending requests).
 */
import {
  ADMIN_ROLE_CODE,
  PERMISSIONS,
  PLATFORM_ROLE_CODE,
  type PermissionCode,
} from '@console/shared/contracts/permissions';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import * as t from '../schema';
import { hashPassword } from '../../lib/password';
import { foldAllOrderDeltas } from '../../services/transaction/dashboard/rollup-repository';
import { seedRulesAndInstitutions } from './admin';
import { DAY_MS, insertChunked, type SeedContext } from './context';
import { seedHistory } from './history';
import { seedPeople } from './people';
import { seedRequests } from './requests';
import { seedTouchpoints } from './touchpoints';
import { FIRST_NAMES, LAST_NAMES, mobileNumber, prng, type Random } from './names';

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
  { email: 'platform@demo.local', password: 'Platform@123', tenantId: 0, role: PLATFORM_ROLE_CODE },
];

/** The platform operator's login (tenant 0 and its role come with the migrations). */
const PLATFORM_LOGIN = DEMO_LOGINS.find((login) => login.role === PLATFORM_ROLE_CODE)!;

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

async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.tenants.id }).from(t.tenants).where(eq(t.tenants.id, 1)).limit(1);
  return rows.length > 0;
}

/** Seeds the demo set unless tenant 1 already exists. Returns whether it seeded. */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  if (await isSeeded(db)) {
    // A demo database seeded before the platform operator existed gets its login too.
    await seedPlatformOperator(db);
    return false;
  }
  const hashes = new Map<string, string>();
  for (const login of DEMO_LOGINS.filter((l) => l !== PLATFORM_LOGIN)) {
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
  // After the tenants' users, so their ids are what they always were.
  await seedPlatformOperator(db);
  // The history's vends left their Dashboard deltas: the demo starts with them rolled up.
  await foldAllOrderDeltas(db);
  return true;
}

/** The platform operator's demo login, unless a live user has its e-mail already. */
async function seedPlatformOperator(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(sql`lower(${t.users.email}) = ${PLATFORM_LOGIN.email}`, isNull(t.users.deletedAt)))
    .limit(1);
  if (existing) return;
  const [role] = await db
    .select({ id: t.roles.id })
    .from(t.roles)
    .where(and(eq(t.roles.tenantId, 0), eq(t.roles.roleCode, PLATFORM_ROLE_CODE)));
  if (!role) return;
  await db
    .insert(t.users)
    .values({
      tenantId: 0,
      firstName: 'Priya',
      lastName: 'Menon',
      email: PLATFORM_LOGIN.email,
      mobile: '9800000000',
      passwordHash: await hashPassword(PLATFORM_LOGIN.password),
      roleId: role.id,
      isDefault: true,
    })
    .onConflictDoNothing();
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
  const ctx: SeedContext = { tx, tenantId, random, now, start: now.getTime() - 90 * DAY_MS };
  const { touchpointRows, tpGroupRows } = await seedTouchpoints(ctx);
  const { groupRows, walletRows, customerRows } = await seedPeople(ctx);
  await seedRulesAndInstitutions(ctx, { touchpointRows, groupRows, tpGroupRows });
  // The history runs thousands of real vends: let the planner see the tables it just filled.
  await tx.execute(sql`analyze`);
  await seedHistory(ctx, { walletRows, customerRows, touchpointRows });
  await seedRequests(ctx, { walletRows });
}
