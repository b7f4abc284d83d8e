/**
 * Loads the large set into each bench database: the demo data, then 100 000 customers,
 * 100 000 wallets and 1 000 000 ledger rows for tenant 1 whose balances chain exactly, and
 * 1 000 000 settled orders over 90 days (Touchpoint Orders, the Dashboard).
 * Usage: pnpm --filter @console/bench seed   (BENCH_TARGETS=pglite|postgres to pick one)
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@console/server/src/db/client';
import { seedDemo } from '@console/server/src/db/seed/demo';
import { loadHistory } from './history';
import { PG_ADMIN_URL, PG_BENCH_DB, targets } from './targets';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const MOVES_PER_WALLET = 10;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);

async function recreatePg() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${PG_BENCH_DB}" with (force)`);
  await admin.query(`create database "${PG_BENCH_DB}"`);
  await admin.end();
}

for (const target of targets()) {
  const started = Date.now();
  if (target.dataDir) rmSync(target.dataDir, { recursive: true, force: true });
  else await recreatePg();
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  await database.migrate();
  await seedDemo(database.db);
  const db = database.db;
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const t0 = Date.now();
    await db.execute(query);
    console.log(`  ${target.name}: ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  await loadHistory(db, {
    customers: CUSTOMERS,
    orders: ORDERS,
    days: 90,
    movesPerWallet: MOVES_PER_WALLET,
    log: (line) => console.log(`  ${target.name}: ${line}`),
  });
  await step('vacuum analyze', sql`vacuum analyze`);
  const counts = await db.execute(
    sql`select (select count(*) from wallet_transactions)::int as ledger, (select count(*) from customers)::int as customers, (select count(*) from wallets)::int as wallets`,
  );
  console.log(
    `${target.name}: loaded`,
    (counts as unknown as { rows: unknown[] }).rows[0],
    `in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  await database.close();
}
