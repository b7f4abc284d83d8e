/**
 * Soak: three API instances behind nginx on one PostgreSQL (`pnpm cluster`'s parts) under a steady
 * mixed load for SOAK_SECONDS (30 minutes) after SOAK_WARMUP_SECONDS (2 minutes), on a tenant that
 * already has ten days of history (200 000 orders, 200 000 ledger rows, 100 000 audit rows: every
 * list already counts past its exact ceiling, as a tenant in use does, so the half hour's own rows
 * do not turn a small tenant into a large one mid-run): machines vending
 * at a steady pace, operators reading lists with ever new filters (list-requests.ts), a wallet
 * credited and debited every second, and three live order streams held open (reopened when the
 * server ends one). Samples every instance's RSS (and the database backends') every 10 s and times
 * every request. Compares the first and the last SOAK_WINDOW_SECONDS (5 minutes): every instance's
 * RSS (median of its samples) within 10 %, the p99 of all requests within 20 %, and no 5xx. Prints
 * the figures (and each route's p99 in both windows, to tell which requests moved) and PASS or FAIL
 * (non-zero exit), and writes bench/results/soak.json.
 * Usage: pnpm --filter @console/bench soak      (SOAK_SECONDS=120 SOAK_WINDOW_SECONDS=30 for a trial)
 */
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@console/server/src/db/client';
import { seedDemo } from '@console/server/src/db/seed/demo';
import { clusterDatabase, ensurePostgres, ROOT, startCluster } from '../../scripts/lib/cluster.mjs';
import { prng } from '@console/server/test/vend-fixtures';
import { call, emptyCounts, setUp, signInAdmin, type Client } from './chaos-load';
import { loadHistory } from './history';
import { listRequest } from './list-requests';
import { backendsMb, median, rssMb } from './server-process';
import { exitWithVerdict, PG_ADMIN_URL, writeResults } from './targets';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 1800);
const WARMUP = Number(process.env.SOAK_WARMUP_SECONDS ?? 120);
const WINDOW = Number(process.env.SOAK_WINDOW_SECONDS ?? 300);
const MACHINES = Number(process.env.SOAK_MACHINES ?? 10);
const OPERATORS = Number(process.env.SOAK_OPERATORS ?? 4);
const STREAMS = 3;
/** Orders (and ledger rows) of history the tenant starts with. */
const HISTORY = Number(process.env.SOAK_HISTORY ?? 200_000);
const API_PORT = Number(process.env.SOAK_PORT ?? 4850);
const RSS_BUDGET = 0.1;
const P99_BUDGET = 0.2;
const DB_NAME = 'console_soak';

const log = (line: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const p99 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.ceil(s.length * 0.99) - 1)]!;
};

await ensurePostgres(PG_ADMIN_URL);
const databaseUrl = await clusterDatabase(PG_ADMIN_URL, DB_NAME, { fresh: true });
{
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  await seedDemo(database.db);
  await loadHistory(database.db, {
    customers: HISTORY / 10,
    orders: HISTORY,
    audits: HISTORY / 2,
    days: 10,
    log: (line) => log(`history: ${line}`),
  });
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
}
const cluster = await startCluster({
  databaseUrl,
  seed: false,
  instances: 3,
  apiPort: API_PORT,
  prefix: path.join(ROOT, 'bench', '.data', 'soak'),
  env: { LOG_LEVEL: 'warn', SMTP_URL: '', CONSOLE_URL: 'http://console.soak.test' },
  log,
});
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();

/** Every request: when it ended (s since the measured part began; < 0 in the warm-up), its time and status. */
const timings: { at: number; ms: number; status: number; route: string }[] = [];
const memory: { at: number; instances: number[]; backends: number }[] = [];
let measuredFrom = Number.POSITIVE_INFINITY;

/** A request's route, its ids folded: `/api/transaction/vend/123/result` → `/api/transaction/vend/:id/result`. */
const routeOf = (url: string) => url.replace(/\/\d+(?=\/|$)/g, '/:id');

async function timed(
  client: Client,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const started = performance.now();
  const answer = await call(client, method, url, body, headers);
  const now = performance.now();
  timings.push({ at: (now - measuredFrom) / 1000, ms: now - started, status: answer.status, route: routeOf(url) });
  return answer;
}

const cleanUp = async () => {
  await admin.end();
  await cluster.stop();
};
await exitWithVerdict(cleanUp, async () => {
  const counts = emptyCounts();
  const operator = await signInAdmin(cluster.url, counts);
  const { made, rfids, walletIds } = await setUp(operator, counts, MACHINES);
  log(`set up ${made.length} machines and ${rfids.length} buyers; warm-up ${WARMUP} s, then ${SECONDS} s measured`);

  const began = performance.now();
  measuredFrom = began + WARMUP * 1000;
  const until = measuredFrom + SECONDS * 1000;
  const running = () => performance.now() < until;

  const machine = async (m: { touchpointId: number; key: string }, index: number) => {
    const random = prng(index + 1);
    const client: Client = { url: cluster.url, token: m.key };
    for (let v = 0; running(); v++) {
      const cart = [{ slot: 'A1', quantity: 1 }];
      if (random() < 0.5) cart.push({ slot: 'A2', quantity: 1 });
      const body = { credential: { rfid: rfids[Math.floor(random() * rfids.length)]! }, cart };
      const authorized = await timed(client, 'POST', '/api/transaction/vend/authorize', body, {
        'idempotency-key': `soak-${index}-${v}`,
      });
      if (authorized.status === 200 || authorized.status === 201) {
        const lines = cart.map((l) => ({ slot: l.slot, vended: l.quantity }));
        await timed(client, 'POST', `/api/transaction/vend/${authorized.body.data.order_id}/result`, { lines });
      }
      await sleep(1000);
    }
  };

  let next = 0;
  const reader = async () => {
    while (running()) {
      const { path: route, body } = listRequest(next++);
      await timed(operator, 'POST', route, body);
      await sleep(100);
    }
  };

  const funder = async () => {
    for (let n = 0; running(); n++) {
      const wallet = walletIds[n % walletIds.length]!;
      const amount = n % 2 === 0 ? 10 : -10;
      await timed(
        operator,
        'POST',
        '/api/customer/wallet/wallet-transaction',
        { wallet_id: wallet, transaction_amount: amount, remark: 'soak' },
        { 'idempotency-key': `soak-fund-${n}` },
      );
      await sleep(1000);
    }
  };

  /** A live order stream held open; the server ends one after a while, and it is opened again. */
  const stream = async () => {
    let opened = 0;
    while (running()) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), Math.max(0, until - performance.now()));
      try {
        const res = await fetch(`${cluster.url}/api/transaction/orders/stream`, {
          headers: { authorization: `Bearer ${operator.token}` },
          signal: controller.signal,
        });
        opened += 1;
        if (res.status !== 200) {
          timings.push({
            at: (performance.now() - measuredFrom) / 1000,
            ms: 0,
            status: res.status,
            route: '/api/transaction/orders/stream',
          });
          await sleep(1000);
        } else {
          for await (const _chunk of res.body!) void _chunk;
        }
      } catch {
        // Aborted at the end of the run.
      } finally {
        clearTimeout(timer);
      }
    }
    return opened;
  };

  const sampler = async () => {
    while (running()) {
      await sleep(10_000);
      memory.push({
        at: (performance.now() - measuredFrom) / 1000,
        instances: cluster.instances.map((n: { pid(): number | undefined }) => rssMb(n.pid())),
        backends: await backendsMb(admin, DB_NAME),
      });
      const last = memory.at(-1)!;
      if (Math.round(last.at) % 60 < 10)
        log(
          `t=${Math.round(last.at)} s: RSS ${last.instances.map((m) => m.toFixed(0)).join(' / ')} MB, backends ${last.backends.toFixed(0)} MB, ${timings.length} requests`,
        );
    }
  };

  const [, , , opened] = await Promise.all([
    Promise.all(made.map((m, i) => machine(m, i))),
    Promise.all(Array.from({ length: OPERATORS }, reader)),
    funder(),
    Promise.all(Array.from({ length: STREAMS }, stream)).then((n) => n.reduce((a, b) => a + b, 0)),
    sampler(),
  ]);

  const measured = timings.filter((t) => t.at >= 0 && t.at <= SECONDS);
  const first = measured.filter((t) => t.at < WINDOW);
  const last = measured.filter((t) => t.at > SECONDS - WINDOW);
  const p99First = p99(first.map((t) => t.ms));
  const p99Last = p99(last.map((t) => t.ms));
  const serverErrors = measured.filter((t) => t.status >= 500 || t.status === 0).length;
  const memoryIn = (from: number, to: number) => memory.filter((m) => m.at >= from && m.at <= to);
  const rss = cluster.instances.map((_: unknown, i: number) => ({
    first: median(memoryIn(0, WINDOW).map((m) => m.instances[i]!)),
    last: median(memoryIn(SECONDS - WINDOW, SECONDS).map((m) => m.instances[i]!)),
  }));
  const backends = {
    first: median(memoryIn(0, WINDOW).map((m) => m.backends)),
    last: median(memoryIn(SECONDS - WINDOW, SECONDS).map((m) => m.backends)),
  };
  const change = (a: number, b: number) => b / a - 1;
  const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;
  const rssFlat = rss.every((r: { first: number; last: number }) => Math.abs(change(r.first, r.last)) <= RSS_BUDGET);
  const p99Flat = Math.abs(change(p99First, p99Last)) <= P99_BUDGET;
  const pass = rssFlat && p99Flat && serverErrors === 0;

  const rate = (xs: unknown[]) => (xs.length / WINDOW).toFixed(1);
  console.log(`\nsoak: ${SECONDS} s measured after ${WARMUP} s of warm-up; 3 instances behind nginx on PostgreSQL`);
  console.log(
    `  load: ${MACHINES} machines (a vend a second each), ${OPERATORS} operators reading lists, a fund movement a second, ${STREAMS} live streams (${opened} opened)`,
  );
  console.log(`  requests measured: ${measured.length}; 5xx or no answer: ${serverErrors}`);
  console.log(
    `  p99, first ${WINDOW} s: ${p99First.toFixed(1)} ms (${rate(first)} req/s); last ${WINDOW} s: ${p99Last.toFixed(1)} ms (${rate(last)} req/s) — ${pct(change(p99First, p99Last))} (budget ±${P99_BUDGET * 100} %)`,
  );
  // Which requests moved: each route's p99 in both windows, the ones with most requests first.
  const routes = [...new Set(measured.map((t) => t.route))]
    .map((route) => ({
      route,
      first: first.filter((t) => t.route === route).map((t) => t.ms),
      last: last.filter((t) => t.route === route).map((t) => t.ms),
    }))
    .filter((r) => r.first.length > 0 && r.last.length > 0)
    .sort((a, b) => b.last.length - a.last.length);
  for (const r of routes)
    console.log(
      `    ${r.route}: p99 ${p99(r.first).toFixed(1)} → ${p99(r.last).toFixed(1)} ms (${r.last.length} requests in the last window)`,
    );
  rss.forEach((r: { first: number; last: number }, i: number) =>
    console.log(
      `  api-${i + 1} RSS (median), first ${WINDOW} s: ${r.first.toFixed(1)} MB; last: ${r.last.toFixed(1)} MB — ${pct(change(r.first, r.last))} (budget ±${RSS_BUDGET * 100} %)`,
    ),
  );
  console.log(
    `  database backends RSS (median): ${backends.first.toFixed(1)} MB; ${backends.last.toFixed(1)} MB — ${pct(change(backends.first, backends.last))}`,
  );
  console.log(pass ? 'PASS' : 'FAIL');
  writeResults(
    'soak',
    {
      PostgreSQL: {
        seconds: SECONDS,
        warmupSeconds: WARMUP,
        windowSeconds: WINDOW,
        requests: measured.length,
        serverErrors,
        p99Ms: { first: Number(p99First.toFixed(1)), last: Number(p99Last.toFixed(1)) },
        requestsPerSecond: { first: Number(rate(first)), last: Number(rate(last)) },
        rssMb: rss.map((r: { first: number; last: number }) => ({
          first: Number(r.first.toFixed(1)),
          last: Number(r.last.toFixed(1)),
        })),
        backendsRssMb: { first: Number(backends.first.toFixed(1)), last: Number(backends.last.toFixed(1)) },
        pass,
      },
    },
    { budgets: { rss: RSS_BUDGET, p99: P99_BUDGET } },
  );
  return pass;
});
