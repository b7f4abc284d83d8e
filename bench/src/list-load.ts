/**
 * One list endpoint under load: 50 connections for 3 rounds (`BENCH_SECONDS` each), with the
 * median round's req/s, p50 and p99, and the CPU each request cost the API, the PostgreSQL server
 * and this process (the load itself) — a figure that holds on a busy machine where rates do not.
 * `withSimulator` runs the demo's touchpoint simulator beside the load, as `npm start` does.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMs, median, postgresCpuMs } from './server-process';
import { BENCH_ROOT } from './targets';

export const CONNECTIONS = 50;
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;

export interface ListLoad {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** ms of CPU per request: the API process, the PostgreSQL server (null on PGlite), this process. */
  cpuMsPerRequest: { api: number; database: number | null; load: number };
}

export async function listLoad(
  server: { url: string; pid: number | undefined },
  token: string,
  pg: boolean,
  route: string,
  body: unknown,
): Promise<ListLoad> {
  const rounds: { rps: number; p50: number; p99: number; errors: number; api: number; db: number; client: number }[] =
    [];
  for (let i = 0; i < ROUNDS; i++) {
    const before = { api: cpuMs(server.pid), db: pg ? postgresCpuMs() : 0, client: process.cpuUsage() };
    const r = await autocannon({
      url: `${server.url}${route}`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: ROUND_SECONDS,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const client = process.cpuUsage(before.client);
    const n = Math.max(1, r.requests.total);
    rounds.push({
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
      api: ((cpuMs(server.pid) ?? 0) - (before.api ?? 0)) / n,
      db: pg ? (postgresCpuMs() - before.db) / n : 0,
      client: (client.user + client.system) / 1000 / n,
    });
  }
  // The median round by p99, with that round's own figures.
  const byP99 = [...rounds].sort((a, b) => a.p99 - b.p99);
  const mid = byP99[Math.floor(byP99.length / 2)]!;
  const cpu = (key: 'api' | 'db' | 'client') => Number(median(rounds.map((r) => r[key])).toFixed(2));
  return {
    rps: Number(mid.rps.toFixed(0)),
    p50: mid.p50,
    p99: mid.p99,
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    cpuMsPerRequest: { api: cpu('api'), database: pg ? cpu('db') : null, load: cpu('client') },
  };
}

export function describeLoad(name: string, load: ListLoad, budgetMs: number): string {
  const c = load.cpuMsPerRequest;
  const verdict = load.p99 <= budgetMs && load.errors === 0 ? 'PASS' : 'FAIL';
  return (
    `  ${name.padEnd(22)} @${CONNECTIONS}: ${load.rps} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms (budget ${budgetMs}) ${verdict}, ` +
    `errors ${load.errors}; CPU per request: API ${c.api} ms${c.database !== null ? `, database ${c.database} ms` : ''}, load ${c.load} ms`
  );
}

/** Runs `work` with the demo's touchpoint simulator vending against `url` (three machines, a vend every ~20 s each). */
export async function withSimulator<T>(url: string, work: () => Promise<T>): Promise<T> {
  const state = mkdtempSync(path.join(os.tmpdir(), 'bench-simulator-'));
  const child = spawn(
    process.execPath,
    [
      path.join(BENCH_ROOT, '..', 'scripts', 'touchpoint-simulator.mjs'),
      'run',
      '--api',
      url,
      '--machines',
      '3',
      '--interval',
      '20',
      '--state',
      path.join(state, 'simulator.json'),
    ],
    { stdio: 'ignore' },
  );
  try {
    return await work();
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    rmSync(state, { recursive: true, force: true });
  }
}
