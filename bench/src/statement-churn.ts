/**
 * Distinct list shapes never stop or grow the API: sends BENCH_REQUESTS (10 000) list requests one
 * at a time, each with another combination of filters, sort, page size and offset, across
 * Touchpoint Orders, the wallet movements and the audit log — what a day of operators sends.
 * A request that takes over 10 s counts as the API having stopped (FAIL at once). Samples the API's
 * RSS and, on PostgreSQL, the RSS of the database's backends every 100 requests, and compares the
 * highest sample of the second thousand requests (after the first thousand warmed the process) with
 * the highest of the last thousand — highs, because a heap's size saws up and down between two
 * collections: both must stay within 50 MB (PASS/FAIL).
 * Usage: pnpm --filter @console/bench churn   (BENCH_TARGETS=pglite|postgres; starts its own
 * database with the demo data, so nothing needs seeding first)
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { login, startServer } from './server-process';
import { BENCH_ROOT, PG_ADMIN_URL, targets, writeResults, type Target } from './targets';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const WINDOW = Math.min(1_000, Math.floor(REQUESTS / 10));
const SAMPLE_EVERY = 100;
const BUDGET_MB = 50;
const REQUEST_TIMEOUT_MS = 10_000;
const CHURN_DB = 'console_churn';

/** A deterministic pseudo-random source, so two runs send the same requests. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const maybe = <T>(r: () => number, value: T): T | undefined => (r() < 0.5 ? value : undefined);

function range(r: () => number): Record<string, string> {
  const kind = pick(r, ['1d', '1w', '1m', 'custom', 'none'] as const);
  if (kind === 'none') return {};
  if (kind !== 'custom') return { range: kind };
  const day = 1 + Math.floor(r() * 27);
  const from = `2026-${String(1 + Math.floor(r() * 11)).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { range: 'custom', from, ...(r() < 0.5 ? { to: from.replace(/-\d\d$/, '-28') } : {}) };
}

const window = (r: () => number, sorts: readonly string[]) => ({
  limit: pick(r, [10, 20, 25, 50, 100]),
  offset: pick(r, [0, 0, 10, 40]),
  sortBy: pick(r, sorts),
  sortDir: pick(r, ['ASC', 'DESC'] as const),
});

/** The i-th request: a list and a body no earlier request had to be the same shape as. */
function request(i: number): { path: string; body: Record<string, unknown> } {
  const r = random(i + 1);
  const list = i % 3;
  if (list === 0) {
    return {
      path: '/api/transaction/orders/list',
      body: {
        ...window(r, ['created_at', 'amount']),
        ...range(r),
        channel_id: maybe(r, 1 + Math.floor(r() * 3)),
        touchpoint_id: maybe(r, 1 + Math.floor(r() * 12)),
        payment_status: maybe(r, pick(r, [0, 1, 2])),
        status: maybe(r, pick(r, [0, 1, 2])),
        search: maybe(r, pick(r, ['ORD00000042', '98', 'asha', `${i}`])),
      },
    };
  }
  if (list === 1) {
    return {
      path: '/api/customer/wallet/transaction-list',
      body: {
        ...window(r, ['created_at', 'id']),
        ...range(r),
        wallet_type: maybe(r, pick(r, ['prepaid', 'postpaid'])),
        direction: maybe(r, pick(r, ['credit', 'debit'])),
        search: maybe(r, pick(r, ['a', 'rao', '98', `${i}`])),
      },
    };
  }
  return {
    path: '/api/merchant/audit/list',
    body: {
      ...window(r, ['id', 'created_at', 'action', 'entity']),
      ...range(r),
      entity: maybe(r, pick(r, ['wallet', 'customer', 'user', 'touchpoint'])),
      action: maybe(r, pick(r, ['create', 'update', 'delete', 'fund.add'])),
      user_id: maybe(r, 1 + Math.floor(r() * 4)),
    },
  };
}

function rssMb(pid: number | undefined): number {
  if (!pid || !existsSync(`/proc/${pid}/status`)) return NaN;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
}

/** The database backends serving the bench database, by their RSS (PostgreSQL on this machine). */
async function backendsMb(admin: pg.Client): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [CHURN_DB],
  );
  return rows.reduce((sum, row) => sum + (rssMb(row.pid) || 0), 0);
}

async function freshTarget(target: Target): Promise<Target> {
  if (target.name === 'PGlite') {
    const dataDir = path.join(BENCH_ROOT, '.data', 'churn-pglite');
    rmSync(dataDir, { recursive: true, force: true });
    return { ...target, dataDir, env: { ...target.env, DATA_DIR: dataDir } };
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${CHURN_DB} with (force)`);
  await admin.query(`create database ${CHURN_DB}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${CHURN_DB}`;
  return { ...target, databaseUrl: url.toString(), env: { ...target.env, DATABASE_URL: url.toString() } };
}

const results: Record<string, unknown> = {};
let failed = false;
for (const base of targets()) {
  const target = await freshTarget(base);
  const server = await startServer(target, 4500, { SEED_DEMO: '1' }, 300_000);
  const admin = target.databaseUrl ? new pg.Client({ connectionString: PG_ADMIN_URL }) : undefined;
  await admin?.connect();
  try {
    const token = await login(server.url);
    const samples: { at: number; api: number; db: number }[] = [];
    let refused = 0;
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) {
      const { path: route, body } = request(i);
      const res = await fetch(`${server.url}${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw new Error(`request #${i + 1} (${route}) got no answer within ${REQUEST_TIMEOUT_MS / 1000} s: ${error}`);
      });
      if (res.status >= 500)
        throw new Error(`request #${i + 1} (${route}) answered ${res.status}: ${await res.text()}`);
      if (res.status !== 200) refused += 1;
      await res.arrayBuffer();
      if ((i + 1) % SAMPLE_EVERY === 0) {
        samples.push({ at: i + 1, api: rssMb(server.pid), db: admin ? await backendsMb(admin) : NaN });
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const high = (from: number, to: number, key: 'api' | 'db') =>
      Math.max(...samples.filter((s) => s.at > from && s.at <= to).map((s) => s[key]));
    const baseline = { api: high(WINDOW, 2 * WINDOW, 'api'), db: admin ? high(WINDOW, 2 * WINDOW, 'db') : NaN };
    const end = {
      api: high(REQUESTS - WINDOW, REQUESTS, 'api'),
      db: admin ? high(REQUESTS - WINDOW, REQUESTS, 'db') : NaN,
    };
    const growth = { api: end.api - baseline.api, db: admin ? end.db - baseline.db : 0 };
    const pass = growth.api <= BUDGET_MB && growth.db <= BUDGET_MB;
    failed ||= !pass;
    const figures = {
      requests: REQUESTS,
      refused4xx: refused,
      seconds: Number(seconds.toFixed(1)),
      apiRssMb: { secondThousand: Number(baseline.api.toFixed(1)), lastThousand: Number(end.api.toFixed(1)) },
      ...(admin
        ? { backendsRssMb: { secondThousand: Number(baseline.db.toFixed(1)), lastThousand: Number(end.db.toFixed(1)) } }
        : {}),
      pass,
    };
    results[target.name] = figures;
    console.log(
      `\n${target.name}: ${REQUESTS} distinct list requests in ${figures.seconds} s (${refused} answered 4xx)`,
    );
    console.log(
      `  API RSS, highest of requests ${WINDOW + 1}–${2 * WINDOW}: ${baseline.api.toFixed(1)} MB; of the last ${WINDOW}: ${end.api.toFixed(1)} MB (${growth.api >= 0 ? '+' : ''}${growth.api.toFixed(1)} MB; budget ${BUDGET_MB})`,
    );
    if (admin) {
      console.log(
        `  database backends RSS, same windows: ${baseline.db.toFixed(1)} MB; ${end.db.toFixed(1)} MB (${growth.db >= 0 ? '+' : ''}${growth.db.toFixed(1)} MB; budget ${BUDGET_MB})`,
      );
    }
    console.log(`  ${pass ? 'PASS' : 'FAIL'}`);
  } finally {
    await admin?.end();
    await server.stop();
  }
}
writeResults('statement-churn', results, { budgetMb: BUDGET_MB });
if (failed) process.exitCode = 1;
