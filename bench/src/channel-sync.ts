/**
 * The channel sync at scale, on each database: the reference feed serves 2 000 touchpoints × 40
 * slots (80 000 products); a fresh channel syncs it in full, then again unchanged, RUNS times
 * (medians), with the server's peak RSS over its idle baseline; then the touchpoint list at 50
 * connections over the 10 000+ touchpoints that leaves (p99, median of 3 rounds).
 * Budgets (2 cores): full ≤ 30 s PGlite / ≤ 15 s PostgreSQL; unchanged ≤ half and writing
 * nothing; list p99 ≤ 60 ms on PostgreSQL.
 * Usage: pnpm --filter @console/bench sync   (BENCH_TARGETS=pglite|postgres, RUNS=n)
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { login, median, startServer } from './server-process';
import { BENCH_ROOT, PG_ADMIN_URL, targets, type Target } from './targets';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = 4530;
const FEED = 'gen-2000x40';
const LIST_TOUCHPOINTS = 10_000;

interface ReferenceFeed {
  url: string;
  port: number;
  close(): Promise<void>;
}

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}

async function api(url: string, token: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${url}/api/merchant${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data: Record<string, unknown>; message?: string };
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${json.message}`);
  return json.data;
}

/** Starts a sync and polls its run until it ends; seconds from start to finish. */
async function sync(url: string, token: string, channelId: number, pid: number) {
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const run = await api(url, token, 'POST', `/channels/${channelId}/sync`, {});
  let current = run;
  while (current.status === 'running') {
    await new Promise((r) => setTimeout(r, 100));
    current = await api(url, token, 'GET', `/sync-runs/${run.id}`);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (current.status !== 'succeeded') throw new Error(`run ${run.id} ${current.status}: ${current.error}`);
  return { seconds, growthMb: peak - baseline, run: current };
}

async function freshDatabase(target: Target) {
  if (target.dataDir) rmSync(target.dataDir, { recursive: true, force: true });
  if (target.databaseUrl) {
    const name = new URL(target.databaseUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    await admin.end();
  }
}

async function benchTarget(target: Target, feed: ReferenceFeed) {
  const syncTarget: Target = {
    ...target,
    dataDir: target.dataDir && `${target.dataDir}-sync`,
    databaseUrl: target.databaseUrl && `${target.databaseUrl}_sync`,
    env: {
      ...target.env,
      ...(target.dataDir ? { DATA_DIR: `${target.dataDir}-sync` } : {}),
      ...(target.databaseUrl ? { DATABASE_URL: `${target.databaseUrl}_sync` } : {}),
    },
  };
  await freshDatabase(syncTarget);
  const server = await startServer(syncTarget, PORT, {
    SEED_DEMO: '1',
    SYNC_ALLOWED_HOSTS: `127.0.0.1:${feed.port}`,
    SYNC_TIMEOUT_MS: '30000',
  });
  try {
    const token = await login(server.url);
    const full: number[] = [];
    const unchanged: number[] = [];
    const growth: number[] = [];
    let unchangedWrites = 0;
    for (let i = 0; i < RUNS; i++) {
      const channel = await api(server.url, token, 'POST', '/channels', {
        name: `Bench ${i}`,
        code: `BENCH${i}`,
        feed_url: `${feed.url}/feeds/${FEED}`,
        feed_token: 'demo-feed-token',
      });
      const first = await sync(server.url, token, channel.id as number, server.pid!);
      full.push(first.seconds);
      growth.push(first.growthMb);
      const second = await sync(server.url, token, channel.id as number, server.pid!);
      unchanged.push(second.seconds);
      unchangedWrites += Number(second.run.created) + Number(second.run.updated) + Number(second.run.removed);
      console.log(
        `${target.name} run ${i + 1}: full ${first.seconds.toFixed(1)} s (+${first.growthMb.toFixed(0)} MB), unchanged ${second.seconds.toFixed(1)} s (${String(second.run.unchanged)} unchanged)`,
      );
    }
    // Enough touchpoints for the list figure (each run above added 2 000).
    const have = RUNS * 2000 + 40;
    if (have < LIST_TOUCHPOINTS) {
      const extra = await api(server.url, token, 'POST', '/channels', {
        name: 'Bench list',
        code: 'BENCHLIST',
        feed_url: `${feed.url}/feeds/gen-${LIST_TOUCHPOINTS - have + 100}x2`,
        feed_token: 'demo-feed-token',
      });
      await sync(server.url, token, extra.id as number, server.pid!);
    }
    const rounds = [];
    for (let i = 0; i < 3; i++) {
      const result = await autocannon({
        url: `${server.url}/api/merchant/touchpoints/list`,
        method: 'POST',
        connections: 50,
        duration: 5,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ offset: 0, limit: 10, sortBy: 'name', sortDir: 'ASC' }),
      });
      rounds.push({ p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx });
    }
    const figures = {
      fullSeconds: median(full),
      unchangedSeconds: median(unchanged),
      unchangedWrites,
      peakGrowthMb: median(growth),
      listP99Ms: median(rounds.map((r) => r.p99)),
      listRps: median(rounds.map((r) => r.rps)),
      listErrors: rounds.reduce((n, r) => n + r.errors, 0),
    };
    console.log(
      `${target.name}: full sync ${figures.fullSeconds.toFixed(1)} s, unchanged ${figures.unchangedSeconds.toFixed(1)} s (${figures.unchangedWrites} writes), peak +${figures.peakGrowthMb.toFixed(0)} MB; touchpoint list p99 ${figures.listP99Ms} ms at 50 connections (${figures.listRps.toFixed(0)} req/s, ${figures.listErrors} errors)`,
    );
    return figures;
  } finally {
    await server.stop();
  }
}

const feedModule = pathToFileURL(path.join(BENCH_ROOT, '..', 'scripts', 'reference-feed.mjs')).href;
const { startReferenceFeed } = (await import(feedModule)) as {
  startReferenceFeed(o: { port: number }): Promise<ReferenceFeed>;
};
const feed = await startReferenceFeed({ port: 0 });
const results: Record<string, unknown> = {};
try {
  for (const target of targets()) results[target.name] = await benchTarget(target, feed);
} finally {
  await feed.close();
}
writeFileSync(path.join(BENCH_ROOT, 'results', 'channel-sync.json'), `${JSON.stringify(results, null, 2)}\n`);
