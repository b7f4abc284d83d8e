/**
 * The channel sync at scale, on each database (issue 10): the reference feed serves 2 000
 * touchpoints × 40 slots (80 000 products); a fresh channel syncs it in full, then again unchanged,
 * RUNS times (medians), sampling the server's RSS every 50 ms (peak, and growth over its idle
 * baseline); then the touchpoint list at 50 connections over the 10 000+ touchpoints that leaves
 * (p99, median of 3 rounds). Then the server stops and the database itself is checked: every
 * channel holds 2 000 touchpoints, stock synced with a Last Updated, active as the feed sent them,
 * and 80 000 products;
 * the full run's records were all created and the unchanged run's all unchanged; and no touchpoint
 * or product row was written after the full run finished (the unchanged run wrote nothing).
 * Prints PASS/FAIL against the budgets (2 cores): full ≤ 30 s PGlite / ≤ 15 s PostgreSQL;
 * unchanged ≤ half of that and writing nothing; list p99 ≤ 60 ms on PostgreSQL; exits non-zero
 * on a FAIL. Results: bench/results/channel-sync.json.
 * Usage: pnpm --filter @console/bench sync   (BENCH_TARGETS=pglite|postgres, RUNS=n)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@console/server/src/db/client';
import { cpuMs, login, median, startServer } from './server-process';
import { BENCH_ROOT, freshTarget, targets, type Target, writeResults } from './targets';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = 4530;
const FEED = 'gen-2000x40';
const FEED_TOUCHPOINTS = 2000;
const FEED_PRODUCTS = 80_000;
const LIST_TOUCHPOINTS = 10_000;
/** Issue 10's budgets, per database. */
const BUDGETS = {
  PGlite: { fullSeconds: 30, unchangedSeconds: 15, listP99Ms: null },
  PostgreSQL: { fullSeconds: 15, unchangedSeconds: 7.5, listP99Ms: 60 },
} as const;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

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
  const cpuBefore = cpuMs(pid);
  const run = await api(url, token, 'POST', `/channels/${channelId}/sync`, {});
  let current = run;
  while (current.status === 'running') {
    await new Promise((r) => setTimeout(r, 100));
    current = await api(url, token, 'GET', `/sync-runs/${run.id}`);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (current.status !== 'succeeded') throw new Error(`run ${run.id} ${current.status}: ${current.error}`);
  const cpuAfter = cpuMs(pid);
  // The server's own CPU time for the run (its polls included): a figure a busy machine does not
  // stretch the way it stretches the wall clock.
  const cpuSeconds = cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / 1000 : NaN;
  return { seconds, cpuSeconds, peakMb: peak, baselineMb: baseline, growthMb: peak - baseline, run: current };
}

async function benchTarget(target: Target, feed: ReferenceFeed) {
  const syncTarget = await freshTarget(target, 'sync');
  const server = await startServer(
    syncTarget,
    PORT,
    {
      SEED_DEMO: '1',
      SYNC_ALLOWED_HOSTS: `127.0.0.1:${feed.port}`,
      SYNC_TIMEOUT_MS: '30000',
    },
    600_000,
  );
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= server.stop());
  try {
    const token = await login(server.url);
    const full: number[] = [];
    const unchanged: number[] = [];
    const fullCpu: number[] = [];
    const unchangedCpu: number[] = [];
    const growth: number[] = [];
    const peaks: number[] = [];
    const baselines: number[] = [];
    const synced: { channelId: number; fullRunId: number; unchangedRunId: number }[] = [];
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
      fullCpu.push(first.cpuSeconds);
      growth.push(first.growthMb);
      peaks.push(first.peakMb);
      baselines.push(first.baselineMb);
      const second = await sync(server.url, token, channel.id as number, server.pid!);
      unchanged.push(second.seconds);
      unchangedCpu.push(second.cpuSeconds);
      unchangedWrites += Number(second.run.created) + Number(second.run.updated) + Number(second.run.removed);
      synced.push({
        channelId: channel.id as number,
        fullRunId: first.run.id as number,
        unchangedRunId: second.run.id as number,
      });
      console.log(
        `${target.name} run ${i + 1}: full ${first.seconds.toFixed(1)} s (server CPU ${first.cpuSeconds.toFixed(1)} s; RSS ${first.baselineMb.toFixed(0)} → ${first.peakMb.toFixed(0)} MB, +${first.growthMb.toFixed(0)}), unchanged ${second.seconds.toFixed(1)} s (server CPU ${second.cpuSeconds.toFixed(1)} s; ${String(second.run.unchanged)} unchanged)`,
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
    const listed = await fetch(`${server.url}/api/merchant/touchpoints/list`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 1 }),
    });
    const listTouchpoints = ((await listed.json()) as { pagination: { total: number } }).pagination.total;
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
      fullCpuSeconds: median(fullCpu),
      unchangedCpuSeconds: median(unchangedCpu),
      unchangedWrites,
      peakRssMb: median(peaks),
      baselineRssMb: median(baselines),
      peakGrowthMb: median(growth),
      listP99Ms: median(rounds.map((r) => r.p99)),
      listRps: median(rounds.map((r) => r.rps)),
      listErrors: rounds.reduce((n, r) => n + r.errors, 0),
      listTouchpoints,
    };
    await stop();
    const problems = await checkDatabase(syncTarget, synced);
    const budget = BUDGETS[target.name];
    const pass = {
      full: figures.fullSeconds <= budget.fullSeconds,
      unchanged: figures.unchangedSeconds <= budget.unchangedSeconds && figures.unchangedWrites === 0,
      list: budget.listP99Ms === null || (figures.listP99Ms <= budget.listP99Ms && figures.listErrors === 0),
      database: problems.length === 0,
    };
    for (const problem of problems) console.log(`${target.name}: database check FAILED — ${problem}`);
    console.log(
      `${target.name}: median of ${RUNS} — full sync ${figures.fullSeconds.toFixed(1)} s, server CPU ${figures.fullCpuSeconds.toFixed(1)} s (budget ≤ ${budget.fullSeconds}: ${verdict(pass.full)}), ` +
        `unchanged ${figures.unchangedSeconds.toFixed(1)} s, server CPU ${figures.unchangedCpuSeconds.toFixed(1)} s, with ${figures.unchangedWrites} writes (budget ≤ ${budget.unchangedSeconds}, none written: ${verdict(pass.unchanged)}), ` +
        `server RSS peak ${figures.peakRssMb.toFixed(0)} MB over a ${figures.baselineRssMb.toFixed(0)} MB baseline (+${figures.peakGrowthMb.toFixed(0)} MB); ` +
        `touchpoint list (${figures.listTouchpoints} touchpoints) p99 ${figures.listP99Ms} ms at 50 connections (${figures.listRps.toFixed(0)} req/s, ${figures.listErrors} errors${budget.listP99Ms === null ? '; no budget on this database' : `; budget ≤ ${budget.listP99Ms}: ${verdict(pass.list)}`}); ` +
        `database afterwards: ${verdict(pass.database)}`,
    );
    return { ...figures, budgets: budget, pass };
  } finally {
    await stop();
  }
}

/**
 * With the server stopped, reads the bench database itself: what each full sync should have left,
 * and that the unchanged sync after it wrote no touchpoint or product. Returns what is wrong.
 */
async function checkDatabase(
  target: Target,
  synced: { channelId: number; fullRunId: number; unchangedRunId: number }[],
): Promise<string[]> {
  const database = await openDatabase({
    ...(target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir! }),
    poolSize: 2,
  });
  const problems: string[] = [];
  try {
    for (const { channelId, fullRunId, unchangedRunId } of synced) {
      const result = await database.db.execute(sql`
        select
          (select count(*) from touchpoints where channel_id = ${channelId})::int as touchpoints,
          (select count(*) from touchpoints where channel_id = ${channelId}
             and stock_synced and last_updated is not null)::int as synced,
          (select count(*) from touchpoints where channel_id = ${channelId} and status = 1)::int as active,
          (select count(*) from sync_records where run_id = ${fullRunId} and active)::int as sent_active,
          (select count(*) from touchpoint_products p join touchpoints t on t.id = p.touchpoint_id
             where t.channel_id = ${channelId})::int as products,
          (select count(*) from sync_records where run_id = ${fullRunId} and outcome = 'created')::int as created,
          (select count(*) from sync_records where run_id = ${unchangedRunId} and outcome = 'unchanged')::int as unchanged,
          (select count(*) from sync_records where run_id = ${unchangedRunId})::int as unchanged_records,
          (select count(*) from touchpoints t, sync_runs r where r.id = ${fullRunId} and t.channel_id = ${channelId}
             and t.updated_at > r.finished_at)::int as touchpoints_written_after,
          (select count(*) from touchpoint_products p join touchpoints t on t.id = p.touchpoint_id, sync_runs r
             where r.id = ${fullRunId} and t.channel_id = ${channelId} and p.updated_at > r.finished_at)::int
             as products_written_after`);
      const row = (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
      const expect = (what: string, actual: number, wanted: number) => {
        if (actual !== wanted) problems.push(`channel ${channelId}: ${what} ${actual}, expected ${wanted}`);
      };
      expect('touchpoints', row.touchpoints!, FEED_TOUCHPOINTS);
      expect('touchpoints stock synced with a Last Updated', row.synced!, FEED_TOUCHPOINTS);
      expect('active touchpoints (as many as the feed sent active)', row.active!, row.sent_active!);
      expect('products', row.products!, FEED_PRODUCTS);
      expect('records the full run created', row.created!, FEED_TOUCHPOINTS);
      expect('records the second run received', row.unchanged_records!, FEED_TOUCHPOINTS);
      expect('records the second run found unchanged', row.unchanged!, FEED_TOUCHPOINTS);
      expect('touchpoints written after the full run', row.touchpoints_written_after!, 0);
      expect('products written after the full run', row.products_written_after!, 0);
    }
  } finally {
    await database.close();
  }
  return problems;
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
writeResults('channel-sync', results, { runs: RUNS });
const passed = Object.values(results).every((r) => Object.values((r as { pass: object }).pass).every(Boolean));
console.log(
  `channel-sync: ${verdict(passed)} (${passed ? 'every median within its budget' : 'a figure is over its budget or the database check failed'})`,
);
if (!passed) process.exitCode = 1;
