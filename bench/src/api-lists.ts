/**
 * API list benchmark on the large set (run `pnpm --filter @console/bench seed` first):
 * users list, wallet list and ledger list at 50 concurrent connections (req/s, p50, p99 — median of 3
 * rounds), and the latency of page 1 versus a page 500 000 rows deep (median of 31 calls).
 */
import autocannon from 'autocannon';
import { openDatabase } from '@console/server/src/db/client';
import { encodeCursor } from '@console/server/src/lib/keyset';
import { sql } from 'drizzle-orm';
import { login, median, startServer } from './server-process';
import { targets, type Target, writeResults } from './targets';

const CONNECTIONS = 50;
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;
const DEEP_ROWS = 500_000;

interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, token: string, path: string, body: unknown): Promise<LoadFigures> {
  const rounds: LoadFigures[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const result = await autocannon({
      url: `${url}${path}`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: ROUND_SECONDS,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    rounds.push({
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  return {
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
  };
}

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
for (const target of targets()) {
  const cursor = await deepCursor(target);
  const server = await startServer(target);
  try {
    const token = await login(server.url);
    // Warm up: JIT, PGlite's first query plans, the estimate cache.
    await load(server.url, token, '/api/customer/wallet/transaction-list', {}).catch(() => undefined);
    const users = await load(server.url, token, '/api/merchant/users/list', { limit: 10 });
    const wallets = await load(server.url, token, '/api/customer/wallet/list', { limit: 10 });
    const ledger = await load(server.url, token, '/api/customer/wallet/transaction-list', { limit: 10 });
    const page1 = await timed(server.url, token, { limit: 10 });
    const deep = await timed(server.url, token, { limit: 10, cursor });
    const figures = {
      usersList: users,
      walletList: wallets,
      ledgerList: ledger,
      ledgerPage1Ms: Number(page1.ms.toFixed(2)),
      ledgerDeepPageMs: Number(deep.ms.toFixed(2)),
      deepOverPage1: Number((deep.ms / page1.ms).toFixed(2)),
      ledgerTotal: page1.sample.pagination.total,
      ledgerTotalIsEstimate: page1.sample.pagination.totalIsEstimate === true,
    };
    results[target.name] = figures;
    console.log(`\n${target.name}`);
    console.log(
      `  users list  @${CONNECTIONS}: ${users.rps.toFixed(0)} req/s, p50 ${users.p50} ms, p99 ${users.p99} ms, errors ${users.errors}`,
    );
    console.log(
      `  wallet list @${CONNECTIONS}: ${wallets.rps.toFixed(0)} req/s, p50 ${wallets.p50} ms, p99 ${wallets.p99} ms, errors ${wallets.errors}`,
    );
    console.log(
      `  ledger list @${CONNECTIONS}: ${ledger.rps.toFixed(0)} req/s, p50 ${ledger.p50} ms, p99 ${ledger.p99} ms, errors ${ledger.errors}`,
    );
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
// The budget of issue 9: a page by cursor 500 000 rows deep costs at most 3 × page 1.
const slow = Object.entries(results).filter(([, r]) => (r as { deepOverPage1: number }).deepOverPage1 > 3);
if (slow.length > 0) {
  console.error(`deep page over 3 × page 1 on ${slow.map(([name]) => name).join(', ')}`);
  process.exitCode = 1;
}
