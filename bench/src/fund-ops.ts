/**
 * Fund movement throughput on the large set (run `pnpm --filter @console/bench seed` first):
 * 50 concurrent clients send mixed credits and debits, each with its own Idempotency-Key, to
 * 200 wallets for a fixed time (3 rounds; the median is reported). Afterwards every touched
 * wallet is checked: balance = sum of its ledger, each row's previous balance = the row before's
 * after balance, no prepaid balance below 0. Prints ops/s and the violations found.
 */
import { openDatabase } from '@console/server/src/db/client';
import { sql } from 'drizzle-orm';
import http from 'node:http';
import { login, median, startServer } from './server-process';
import { targets, type Target, writeResults } from './targets';

const CLIENTS = 50;
const WALLETS = 200;
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

type Rows<T> = { rows: T[] };

async function benchWallets(target: Target): Promise<number[]> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    const result = (await database.db.execute(
      sql`select id from wallets where tenant_id = 1 and deleted_at is null and status = 1 order by id limit ${WALLETS}`,
    )) as unknown as Rows<{ id: number }>;
    return result.rows.map((r) => Number(r.id));
  } finally {
    await database.close();
  }
}

/** Every invariant of the ledger, over the given wallets; returns the number of violations. */
async function violations(target: Target, walletIds: number[]): Promise<Record<string, number>> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  const ids = sql.join(
    walletIds.map((id) => sql`${id}`),
    sql`, `,
  );
  try {
    const count = async (query: ReturnType<typeof sql>) =>
      Number(((await database.db.execute(query)) as unknown as Rows<{ n: number }>).rows[0]!.n);
    return {
      balanceNotSumOfLedger: await count(sql`
        select count(*)::int as n from wallets w
        where w.id in (${ids}) and w.amount <> coalesce((select sum(t.transaction_amount) from wallet_transactions t where t.wallet_id = w.id), 0)`),
      brokenChain: await count(sql`
        select count(*)::int as n from (
          select previous_balance, lag(after_balance) over (partition by wallet_id order by created_at, id) as before
          from wallet_transactions where wallet_id in (${ids})
        ) chained where before is not null and previous_balance <> before`),
      prepaidBelowZero: await count(sql`
        select count(*)::int as n from wallets where id in (${ids}) and type = 'prepaid' and amount < 0`),
      keyAppliedTwice: await count(sql`
        select count(*)::int as n from (
          select idempotency_key from wallet_transactions where wallet_id in (${ids}) and idempotency_key is not null
          group by tenant_id, idempotency_key having count(*) > 1
        ) twice`),
    };
  } finally {
    await database.close();
  }
}

/** One movement over a kept-alive connection; resolves to the HTTP status. */
function move(url: string, token: string, walletId: number, amount: string, key: string): Promise<number> {
  const body = JSON.stringify({ wallet_id: walletId, transaction_amount: amount, remark: 'bench' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/api/customer/wallet/wallet-transaction`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': key,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Round {
  opsPerSecond: number;
  applied: number;
  refused: number;
  errors: number;
  p50: number;
  p99: number;
}

async function round(url: string, token: string, walletIds: number[], tag: string): Promise<Round> {
  const deadline = performance.now() + ROUND_SECONDS * 1000;
  const latencies: number[] = [];
  let applied = 0;
  let refused = 0;
  let errors = 0;
  let seq = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (performance.now() < deadline) {
        const n = seq++;
        const walletId = walletIds[(n * 7 + client) % walletIds.length]!;
        // Mostly credits; debits of at most ₹5 against wallets credited first.
        const amount = n % 5 < 3 ? `${(n % 900) + 1}.${String(n % 100).padStart(2, '0')}` : `-${(n % 5) + 1}.25`;
        const t0 = performance.now();
        const status = await move(url, token, walletId, amount, `bench-${tag}-${n}`);
        latencies.push(performance.now() - t0);
        if (status === 201) applied++;
        else if (status === 422) refused++;
        else errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    opsPerSecond: (applied + refused) / seconds,
    applied,
    refused,
    errors,
    p50: Number(latencies[Math.floor(latencies.length * 0.5)]!.toFixed(1)),
    p99: Number(latencies[Math.floor(latencies.length * 0.99)]!.toFixed(1)),
  };
}

const results: Record<string, unknown> = {};
const run = Date.now().toString(36);
for (const target of targets()) {
  const walletIds = await benchWallets(target);
  const server = await startServer(target);
  const rounds: Round[] = [];
  try {
    const token = await login(server.url);
    // Warm-up and float: every wallet gets ₹1,000 so the debits that follow are never refused.
    await Promise.all(walletIds.map((id) => move(server.url, token, id, '1000', `bench-${run}-float-${id}`)));
    for (let i = 0; i < ROUNDS; i++) rounds.push(await round(server.url, token, walletIds, `${run}-${i}`));
  } finally {
    // Stopped before the check opens the database: PGlite's files belong to one process at a time.
    await server.stop();
  }
  const found = await violations(target, walletIds);
  const figures = {
    clients: CLIENTS,
    wallets: walletIds.length,
    opsPerSecond: Number(median(rounds.map((r) => r.opsPerSecond)).toFixed(0)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    applied: rounds.reduce((n, r) => n + r.applied, 0),
    refused: rounds.reduce((n, r) => n + r.refused, 0),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    violations: found,
  };
  results[target.name] = figures;
  const broken = Object.values(found).reduce((a, b) => a + b, 0);
  console.log(`\n${target.name}`);
  console.log(
    `  fund ops @${CLIENTS} clients: ${figures.opsPerSecond} ops/s (median of ${ROUNDS}), p50 ${figures.p50} ms, p99 ${figures.p99} ms`,
  );
  console.log(
    `  applied ${figures.applied}, refused ${figures.refused}, errors ${figures.errors}; invariant violations: ${broken} ${JSON.stringify(found)}`,
  );
}
writeResults('fund-ops', results);
