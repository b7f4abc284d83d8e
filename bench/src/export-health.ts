/**
 * Does a large export stall the API? Starts the real server on each bench database (the
 * 100 000-customer set of `pnpm --filter @console/bench seed`), downloads the whole People List as
 * XLSX and, while it runs, calls the health check every 20 ms and samples the server's RSS every
 * 50 ms. Prints health p50/p99/max during the export and the server's peak memory (absolute RSS,
 * and its growth over the idle baseline); runs RUNS times per database, reports medians and
 * PASS/FAIL against the budgets: health p99 ≤ 100 ms, memory growth ≤ 150 MB.
 * Usage: pnpm --filter @console/bench export-health   (BENCH_TARGETS=pglite|postgres, RUNS=n)
 */
import { readFileSync } from 'node:fs';
import { login, median, startServer } from './server-process';
import { targets, writeResults } from './targets';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = 4520;
const HEALTH_EVERY_MS = 20;
/** Issue 13's budgets for the medians. */
const BUDGETS = { healthP99Ms: 100, memoryGrowthMb: 150 };

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

interface Run {
  rows: number;
  bytes: number;
  seconds: number;
  checks: number;
  p50: number;
  p99: number;
  max: number;
  baselineMb: number;
  peakMb: number;
  growthMb: number;
}

async function oneRun(url: string, pid: number, token: string): Promise<Run> {
  // Settle, then take the idle baseline.
  await new Promise((r) => setTimeout(r, 1000));
  const baselineMb = rssMb(pid);
  let peakMb = baselineMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 50);
  const latencies: number[] = [];
  let running = true;
  const health = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${url}/api/merchant/health`);
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
    }
  })();
  const started = performance.now();
  const res = await fetch(`${url}/api/customer/customers/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ format: 'xlsx' }),
  });
  if (!res.ok) throw new Error(`export failed: ${res.status} ${await res.text()}`);
  // Read as a client would, a chunk at a time, keeping only the byte count.
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await health;
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  return {
    rows: 0,
    bytes,
    seconds,
    checks: latencies.length,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1)!,
    baselineMb,
    peakMb,
    growthMb: peakMb - baselineMb,
  };
}

interface Summary {
  rows: number;
  seconds: number;
  healthP50Ms: number;
  healthP99Ms: number;
  healthMaxMs: number;
  baselineMb: number;
  peakMb: number;
  memoryGrowthMb: number;
  pass: { healthP99: boolean; memoryGrowth: boolean };
  runs: Run[];
}

function summarise(runs: Run[]): Summary {
  const healthP99Ms = median(runs.map((r) => r.p99));
  const memoryGrowthMb = median(runs.map((r) => r.growthMb));
  return {
    rows: runs[0]!.rows,
    seconds: median(runs.map((r) => r.seconds)),
    healthP50Ms: median(runs.map((r) => r.p50)),
    healthP99Ms,
    healthMaxMs: median(runs.map((r) => r.max)),
    baselineMb: median(runs.map((r) => r.baselineMb)),
    peakMb: median(runs.map((r) => r.peakMb)),
    memoryGrowthMb,
    pass: { healthP99: healthP99Ms <= BUDGETS.healthP99Ms, memoryGrowth: memoryGrowthMb <= BUDGETS.memoryGrowthMb },
    runs,
  };
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const results: Record<string, Summary> = {};
for (const target of targets()) {
  // The export holds the whole 100 000-customer list, above the default limit of 50 000.
  const server = await startServer(target, PORT, { EXPORT_MAX_ROWS: '200000', SEED_DEMO: '0' });
  try {
    if (!server.pid) throw new Error('no server pid');
    const token = await login(server.url);
    const count = await fetch(`${server.url}/api/customer/customers/list`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 1 }),
    }).then((r) => r.json() as Promise<{ pagination: { total: number } }>);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = { ...(await oneRun(server.url, server.pid, token)), rows: count.pagination.total };
      runs.push(run);
      console.log(
        `${target.name} run ${i + 1}: ${run.rows} rows, ${(run.bytes / 1048576).toFixed(1)} MB XLSX in ${run.seconds.toFixed(1)} s; health ${run.checks} checks p50 ${run.p50.toFixed(1)} ms p99 ${run.p99.toFixed(1)} ms max ${run.max.toFixed(1)} ms; RSS ${run.baselineMb.toFixed(0)} → ${run.peakMb.toFixed(0)} MB (+${run.growthMb.toFixed(0)})`,
      );
    }
    const summary = summarise(runs);
    results[target.name] = summary;
    console.log(
      `${target.name}: median of ${RUNS} — export ${summary.seconds.toFixed(1)} s, health p50 ${summary.healthP50Ms.toFixed(1)} ms, p99 ${summary.healthP99Ms.toFixed(1)} ms (budget ≤ ${BUDGETS.healthP99Ms}: ${verdict(summary.pass.healthP99)}), server RSS peak ${summary.peakMb.toFixed(0)} MB over a ${summary.baselineMb.toFixed(0)} MB baseline, growth +${summary.memoryGrowthMb.toFixed(0)} MB (budget ≤ ${BUDGETS.memoryGrowthMb}: ${verdict(summary.pass.memoryGrowth)})`,
    );
  } finally {
    await server.stop();
  }
}
writeResults('export-health', results, { budgets: BUDGETS });
const passed = Object.values(results).every((r) => r.pass.healthP99 && r.pass.memoryGrowth);
console.log(
  `export-health: ${verdict(passed)} (${passed ? 'every median within its budget' : 'a median is over its budget'})`,
);
if (!passed) process.exitCode = 1;
