/**
 * The command palette's record search on the large set (run `pnpm --filter @console/bench seed`
 * first): `POST /merchant/search` as operators type — an order id, a mobile's first digits, a
 * customer's name, a touchpoint's and a wallet's name by their start — at 10 concurrent callers for
 * BENCH_SECONDS, p50 and p95 against the budget (p95 ≤ 150 ms on PostgreSQL at 1 000 000 orders).
 */
import { openDatabase } from '@console/server/src/db/client';
import { sql } from 'drizzle-orm';
import { login, startServer } from './server-process';
import { exitWithVerdict, targets, type Target, writeResults } from './targets';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BUDGET_P95_MS: Record<string, number> = { PGlite: 300, PostgreSQL: 150 };

/** What operators type, read from the data: order ids, mobiles' first 7 digits, names' first letters. */
async function queries(target: Target): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    const read = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: { q: string }[] }).rows.map((r) => r.q);
    const orders = await read(sql`select order_no as q from orders where tenant_id = 1 order by random() limit 50`);
    const mobiles = await read(
      sql`select left(mobile, 7) as q from customers where tenant_id = 1 order by random() limit 50`,
    );
    const names = await read(
      sql`select left(first_name, 4) as q from customers where tenant_id = 1 order by random() limit 50`,
    );
    const touchpoints = await read(
      sql`select left(name, 5) as q from touchpoints where tenant_id = 1 order by random() limit 20`,
    );
    const wallets = await read(
      sql`select left(name, 4) as q from wallets where tenant_id = 1 order by random() limit 20`,
    );
    return [...orders, ...mobiles, ...names, ...touchpoints, ...wallets];
  } finally {
    await database.close();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const results: Record<string, unknown> = {};
await exitWithVerdict(
  async () => undefined,
  async () => {
    let passed = true;
    for (const target of targets()) {
      const typed = await queries(target);
      const server = await startServer(target, 4500);
      try {
        const token = await login(server.url);
        const call = async (q: string) => {
          const t0 = performance.now();
          const res = await fetch(`${server.url}/api/merchant/search`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ q }),
          });
          const body = (await res.json()) as { results?: unknown[] };
          if (!res.ok) throw new Error(`search ${res.status}: ${JSON.stringify(body)}`);
          return { ms: performance.now() - t0, found: body.results?.length ?? 0 };
        };
        // Warm up: JIT and every kind's prepared statement on each pooled connection.
        for (const q of typed.slice(0, 60)) await call(q);
        const times: number[] = [];
        let found = 0;
        let next = 0;
        const end = Date.now() + SECONDS * 1000;
        await Promise.all(
          Array.from({ length: CONNECTIONS }, async () => {
            while (Date.now() < end) {
              const answer = await call(typed[next++ % typed.length]!);
              times.push(answer.ms);
              if (answer.found) found += 1;
            }
          }),
        );
        times.sort((a, b) => a - b);
        const figures = {
          requests: times.length,
          reqPerSec: Math.round(times.length / SECONDS),
          p50Ms: Number(percentile(times, 0.5).toFixed(1)),
          p95Ms: Number(percentile(times, 0.95).toFixed(1)),
          p99Ms: Number(percentile(times, 0.99).toFixed(1)),
          foundShare: Number((found / times.length).toFixed(2)),
        };
        const budget = BUDGET_P95_MS[target.name]!;
        const ok = figures.p95Ms <= budget;
        passed &&= ok;
        results[target.name] = figures;
        console.log(
          `${ok ? 'PASS' : 'FAIL'} ${target.name} search @${CONNECTIONS}: ${figures.reqPerSec} req/s, p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms (budget ${budget} ms), p99 ${figures.p99Ms} ms; ${Math.round(figures.foundShare * 100)}% found something`,
        );
      } finally {
        await server.stop();
      }
    }
    writeResults('search', results, { connections: CONNECTIONS, seconds: SECONDS, budgetP95Ms: BUDGET_P95_MS });
    return passed;
  },
);
