/**
 * API list benchmark on the large set (run `pnpm --filter @console/bench seed` first), with the
 * demo's touchpoint simulator vending beside it as `npm start` runs it: the users, wallet, wallet
 * movements and orders lists at 50 concurrent connections (req/s, p50, p99 and CPU per request —
 * the median of 3 rounds) against their p99 budget, and the latency of a wallet movements page 1
 * versus a page 500 000 rows deep (median of 31 calls).
 */
import { openDatabase } from '@console/server/src/db/client';
import { encodeCursor } from '@console/server/src/lib/keyset';
import { sql } from 'drizzle-orm';
import { describeLoad, listLoad, withSimulator, type ListLoad } from './list-load';
import { login, median, startServer } from './server-process';
import { targets, type Target, writeResults } from './targets';

const DEEP_ROWS = 500_000;
/** p99 at 50 connections: the embedded database serves from the API's own thread. */
const BUDGET_MS: Record<string, number> = { PGlite: 150, PostgreSQL: 60 };
/** The lists an operator opens first, each with the body its page sends. */
const LISTS = [
  { key: 'usersList', name: 'users list', route: '/api/merchant/users/list', body: { limit: 10 } },
  { key: 'walletList', name: 'wallet list', route: '/api/customer/wallet/list', body: { limit: 10 } },
  {
    key: 'ledgerList',
    name: 'wallet movements list',
    route: '/api/customer/wallet/transaction-list',
    body: { limit: 10 },
  },
  { key: 'ordersList', name: 'orders list', route: '/api/transaction/orders/list', body: { limit: 20 } },
] as const;

async function timed(url: string, token: string, body: unknown, n = 31): Promise<{ ms: number; sample: any }> {
  const times: number[] = [];
  let sample: any;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/customer/wallet/transaction-list`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    sample = await res.json();
    if (!res.ok) throw new Error(`ledger list ${res.status}: ${JSON.stringify(sample)}`);
    times.push(performance.now() - t0);
  }
  return { ms: median(times), sample };
}

/** The keyset cursor of the row 500 000 deep in the ledger's default order. */
async function deepCursor(target: Target): Promise<string> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    const result = (await database.db.execute(
      sql`select created_at::text as at, id from wallet_transactions where tenant_id = 1 order by created_at desc, id desc offset ${DEEP_ROWS - 1} limit 1`,
    )) as unknown as { rows: { at: string; id: number }[] };
    const row = result.rows[0]!;
    return encodeCursor('created_at:DESC', { value: row.at, id: Number(row.id) });
  } finally {
    await database.close();
  }
}

const results: Record<string, unknown> = {};
const failed: string[] = [];
for (const target of targets()) {
  const cursor = await deepCursor(target);
  const server = await startServer(target);
  try {
    const token = await login(server.url);
    const pg = target.name === 'PostgreSQL';
    const budget = BUDGET_MS[target.name]!;
    const loads = await withSimulator(server.url, async () => {
      // Warm up: JIT, the database's first query plans, the estimate cache.
      for (const list of LISTS) await listLoad(server, token, pg, list.route, list.body).catch(() => undefined);
      const out: Record<string, ListLoad> = {};
      for (const list of LISTS) out[list.key] = await listLoad(server, token, pg, list.route, list.body);
      return out;
    });
    const page1 = await timed(server.url, token, { limit: 10 });
    const deep = await timed(server.url, token, { limit: 10, cursor });
    const figures = {
      ...loads,
      ledgerPage1Ms: Number(page1.ms.toFixed(2)),
      ledgerDeepPageMs: Number(deep.ms.toFixed(2)),
      deepOverPage1: Number((deep.ms / page1.ms).toFixed(2)),
      ledgerTotal: page1.sample.pagination.total,
      ledgerTotalIsEstimate: page1.sample.pagination.totalIsEstimate === true,
    };
    results[target.name] = figures;
    console.log(`\n${target.name} (the simulator vending beside the load)`);
    for (const list of LISTS) {
      console.log(describeLoad(list.name, loads[list.key]!, budget));
      if (loads[list.key]!.p99 > budget || loads[list.key]!.errors > 0) failed.push(`${target.name} ${list.name}`);
    }
    console.log(
      `  ledger page 1: ${figures.ledgerPage1Ms} ms; ${DEEP_ROWS} rows deep: ${figures.ledgerDeepPageMs} ms (×${figures.deepOverPage1})`,
    );
    console.log(
      `  ledger total: ${figures.ledgerTotal}${figures.ledgerTotalIsEstimate ? ' (estimate, labelled)' : ' (exact)'}`,
    );
  } finally {
    await server.stop();
  }
}
writeResults('api-lists', results);
// A page by cursor 500 000 rows deep costs at most 3 × page 1.
for (const [name, r] of Object.entries(results)) {
  if ((r as { deepOverPage1: number }).deepOverPage1 > 3) failed.push(`${name} deep page over 3 × page 1`);
}
if (failed.length > 0) {
  console.error(`\nFAIL: ${failed.join('; ')}`);
  process.exitCode = 1;
} else console.log('\nPASS');
