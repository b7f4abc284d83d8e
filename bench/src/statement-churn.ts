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
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { listRequest } from './list-requests';
import { backendsMb, login, rssMb, startServer } from './server-process';
import { BENCH_ROOT, PG_ADMIN_URL, targets, writeResults, type Target } from './targets';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const WINDOW = Math.min(1_000, Math.floor(REQUESTS / 10));
const SAMPLE_EVERY = 100;
const BUDGET_MB = 50;
const REQUEST_TIMEOUT_MS = 10_000;
const CHURN_DB = 'console_churn';

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
      const { path: route, body } = listRequest(i);
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
        samples.push({ at: i + 1, api: rssMb(server.pid), db: admin ? await backendsMb(admin, CHURN_DB) : NaN });
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
