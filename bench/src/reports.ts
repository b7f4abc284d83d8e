/**
 * A transaction report of every order (issue 12; `pnpm --filter @console/bench seed` loads a million
 * for tenant 1 over 90 days): per database, the Touchpoint Orders list's idle p99 at 50 connections
 * (median of 3 rounds), then for CSV and XLSX in turn a report whose custom period covers every
 * order of the tenant is queued through the API and followed until it is sent, twice: alone (its
 * time, queued → sent) and with the same list load running meanwhile, for at most BENCH_LOAD_SECONDS
 * (60; the list's p99). The server's RSS is read from /proc every 200 ms in both (the export's
 * worker thread is a thread of that process; the server spawns no other). Prints rows (the CSV file's lines counted), file
 * size, time, RSS baseline → peak, and the list's p99 during the report against idle, with PASS/FAIL
 * per budget (time on PostgreSQL only); writes bench/results/reports.json.
 * Usage: pnpm --filter @console/bench reports   (BENCH_TARGETS=pglite|postgres, BENCH_SECONDS=5,
 * BENCH_LOAD_SECONDS=60)
 */
import { createReadStream, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@console/server/src/db/client';
import { login, median, startServer } from './server-process';
import { targets, type Target, writeResults } from './targets';

const CONNECTIONS = 50;
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * The list load runs during a report for at most this long: a report gives way to the API's
 * requests (background-pace.ts), and on PGlite, whose reads share the API's one thread, a
 * million-order report under a load that never pauses would take an hour. Past it the report
 * finishes alone; its time under the load is printed.
 */
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const PORT = 4530;
const SAMPLE_MS = 200;
const FORMATS = ['csv', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];
/** Issue 12's budgets: time on PostgreSQL, memory and the list's p99 on both databases. */
const BUDGETS = { seconds: { csv: 40, xlsx: 120 } as Record<Format, number>, memoryGrowthMb: 200, p99Ratio: 2 };
const DAY_MS = 86_400_000;

interface Job {
  id: number;
  status: 'queued' | 'running' | 'sent' | 'failed';
  reason: string | null;
  rows: number | null;
  size_bytes: number | null;
  expected_rows: number;
  started_at: string | null;
  finished_at: string | null;
}

/** The tenant's orders and period, and its report cap: raised to hold them all if it is below. */
async function orderFacts(target: Target) {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    const result = (await database.db.execute(sql`
      select (select count(*)::int from orders where tenant_id = 1) as orders,
             (select min(created_at)::text from orders where tenant_id = 1) as first,
             (select max(created_at)::text from orders where tenant_id = 1) as last,
             (select report_max_rows from tenants where id = 1) as cap`)) as unknown as {
      rows: { orders: number; first: string; last: string; cap: number }[];
    };
    const row = result.rows[0]!;
    // As an operator would: the tenant's own setting (tenants.report_max_rows), for this tenant only.
    const raisedCapFrom = row.orders > row.cap ? row.cap : undefined;
    if (raisedCapFrom !== undefined) {
      await database.db.execute(sql`update tenants set report_max_rows = ${row.orders} where id = 1`);
    }
    // Whole days a day either side of the first and last order: every order, whatever the tenant's zone.
    const day = (at: number) => new Date(at).toISOString().slice(0, 10);
    const period = { from: day(Date.parse(row.first) - DAY_MS), to: day(Date.parse(row.last) + DAY_MS) };
    return { orders: row.orders, period, cap: Math.max(row.cap, row.orders), raisedCapFrom };
  } finally {
    await database.close();
  }
}

const listRequest = (url: string, token: string, duration: number) =>
  autocannon({
    url: `${url}/api/transaction/orders/list`,
    method: 'POST',
    connections: CONNECTIONS,
    duration,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 20 }),
  });

/** The list at 50 connections with no report: its p99, and the server's peak RSS under that load. */
async function idleList(url: string, pid: number, token: string) {
  await listRequest(url, token, ROUND_SECONDS);
  let peakMb = 0;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, memoryMb(pid).rss)), SAMPLE_MS);
  const rounds = [];
  for (let i = 0; i < 3; i++) rounds.push(await listRequest(url, token, ROUND_SECONDS));
  clearInterval(sampler);
  return {
    rps: Number(median(rounds.map((r) => r.requests.average)).toFixed(0)),
    p99: median(rounds.map((r) => r.latency.p99)),
    errors: rounds.reduce((n, r) => n + r.errors + r.non2xx, 0),
    peakMb: Math.round(peakMb),
  };
}

function memoryMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

async function call<T>(url: string, token: string, route: string, body: unknown): Promise<T> {
  const res = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${route} ${res.status}: ${JSON.stringify(answer)}`);
  return answer as T;
}

/** Lines of a CSV file (each row ends in CRLF; no order field holds a line break). */
async function csvRows(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(file)) {
    const bytes = chunk as Buffer;
    for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lines++;
  }
  return lines - 1;
}

type Run = Awaited<ReturnType<typeof oneReport>>;

/** Queues one report and follows it until sent, sampling the server's memory; `load` runs the list meanwhile. */
async function oneReport(
  target: Target,
  url: string,
  pid: number,
  token: string,
  format: Format,
  period: object,
  /** The list's idle peak RSS when it runs meanwhile: the baseline its growth is over. */
  load: number | undefined,
) {
  await new Promise((r) => setTimeout(r, 1000));
  const before = memoryMb(pid);
  // Under the list load the baseline is the server's peak under that load alone (sockets, buffers).
  const baselineMb = load ?? before.rss;
  let peakMb = before.rss;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, memoryMb(pid).rss)), SAMPLE_MS);
  const started = performance.now();
  const queued = await call<{ data: Job }>(url, token, '/api/report/reports', {
    kind: 'transactions',
    format,
    filters: { range: 'custom', ...period },
  });
  const cannon =
    load !== undefined
      ? (listRequest(url, token, LOAD_SECONDS) as ReturnType<typeof listRequest> & { stop(): void })
      : undefined;
  let job = queued.data;
  try {
    while (job.status !== 'sent' && job.status !== 'failed') {
      await new Promise((r) => setTimeout(r, 250));
      const list = await call<{ data: Job[] }>(url, token, '/api/report/reports/list', { limit: 10 });
      job = list.data.find((j) => j.id === queued.data.id) ?? job;
    }
  } finally {
    cannon?.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const during = await cannon;
  clearInterval(sampler);
  const after = memoryMb(pid);
  // A spike between two samples still shows in the high-water mark, if it passed the one before.
  if (after.hwm > before.hwm) peakMb = Math.max(peakMb, after.hwm);
  if (job.status === 'failed') throw new Error(`report ${job.id} failed: ${job.reason}`);
  const file = path.join(target.env.DATA_DIR!, 'reports', '1', `transaction-report-${job.id}.${format}`);
  const fileRows = format === 'csv' ? await csvRows(file) : job.rows!;
  // A million-row file is 100 MB or more: not kept beyond the measurement.
  rmSync(file, { force: true });
  return {
    seconds: Number(seconds.toFixed(1)),
    runningSeconds: Number(((Date.parse(job.finished_at!) - Date.parse(job.started_at!)) / 1000).toFixed(1)),
    expectedRows: job.expected_rows,
    rows: job.rows!,
    fileRows,
    sizeMb: Number((job.size_bytes! / 1048576).toFixed(1)),
    baselineMb: Math.round(baselineMb),
    peakMb: Math.round(peakMb),
    growthMb: Math.round(peakMb - baselineMb),
    list: during && {
      seconds: Number(Math.min(seconds, during.duration).toFixed(1)),
      rps: Number(during.requests.average.toFixed(0)),
      p99: during.latency.p99,
      errors: during.errors + during.non2xx,
    },
  };
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const memoryLine = (label: string, r: Run) => `${label} RSS ${r.baselineMb} → ${r.peakMb} MB (+${r.growthMb})`;
const results: Record<string, unknown> = {};
let passed = true;
for (const target of targets()) {
  const facts = await orderFacts(target);
  const server = await startServer(target, PORT, { VEND_SWEEP_INTERVAL: '0' });
  try {
    if (!server.pid) throw new Error('no server pid');
    const token = await login(server.url);
    const idle = await idleList(server.url, server.pid, token);
    const pg = target.name === 'PostgreSQL';
    console.log(`\n${target.name} (${facts.orders} orders, ${facts.period.from} – ${facts.period.to})`);
    if (facts.raisedCapFrom !== undefined) {
      console.log(
        `  tenant 1's report cap raised from ${facts.raisedCapFrom} to ${facts.cap} rows (tenants.report_max_rows)`,
      );
    }
    console.log(
      `  orders list @${CONNECTIONS} idle: ${idle.rps} req/s, p99 ${idle.p99} ms, errors ${idle.errors}; server RSS peak ${idle.peakMb} MB`,
    );
    const reports: Record<string, unknown> = {};
    for (const format of FORMATS) {
      // Twice: alone (its own time and memory), then with the list at 50 connections (the list's p99).
      const alone = await oneReport(target, server.url, server.pid, token, format, facts.period, undefined);
      const loaded = await oneReport(target, server.url, server.pid, token, format, facts.period, idle.peakMb);
      const list = loaded.list!;
      const ratio = Number((list.p99 / idle.p99).toFixed(2));
      const growthMb = Math.max(alone.growthMb, loaded.growthMb);
      const rowsOk = [alone, loaded].every(
        (r) => r.rows === facts.orders && r.expectedRows === facts.orders && r.fileRows === facts.orders,
      );
      const pass = {
        rows: rowsOk,
        ...(pg ? { seconds: alone.seconds <= BUDGETS.seconds[format] } : {}),
        memoryGrowth: growthMb <= BUDGETS.memoryGrowthMb,
        p99Ratio: ratio <= BUDGETS.p99Ratio,
      };
      passed &&= Object.values(pass).every(Boolean);
      reports[format] = { alone, loaded, growthMb, p99Ratio: ratio, pass };
      const name = format.toUpperCase();
      console.log(
        `  ${name}: ${alone.rows} rows (file ${alone.fileRows}, expected ${alone.expectedRows}: ${verdict(rowsOk)}), ${alone.sizeMb} MB, queued → sent ${alone.seconds} s (running ${alone.runningSeconds} s)${pg ? ` — budget ≤ ${BUDGETS.seconds[format]} s: ${verdict(pass.seconds!)}` : ''}`,
      );
      console.log(
        `    server ${memoryLine('alone', alone)}, ${memoryLine('under the list load (over its idle peak)', loaded)} — budget ≤ ${BUDGETS.memoryGrowthMb} MB: ${verdict(pass.memoryGrowth)}`,
      );
      console.log(
        `    orders list @${CONNECTIONS} during the report (its first ${list.seconds} s under that load, ${loaded.seconds} s in all): ${list.rps} req/s, p99 ${list.p99} ms (×${ratio} idle), errors ${list.errors} — budget ≤ ${BUDGETS.p99Ratio}×: ${verdict(pass.p99Ratio)}`,
      );
    }
    results[target.name] = {
      orders: facts.orders,
      period: facts.period,
      raisedCapFrom: facts.raisedCapFrom,
      idle,
      reports,
    };
  } finally {
    await server.stop();
  }
}
writeResults('reports', results, { budgets: BUDGETS });
console.log(`\nreports: ${verdict(passed)}`);
if (!passed) process.exitCode = 1;
