/** Starts the real API server as a child process on a bench database, and stops it. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type pg from 'pg';
import { BENCH_ROOT, type Target } from './targets';

export interface RunningServer {
  url: string;
  /** The server process (its memory is read from /proc). */
  pid: number | undefined;
  stop(): Promise<void>;
}

export async function startServer(
  target: Target,
  port = 4500,
  extraEnv: Record<string, string> = {},
  /** A fresh database migrates and seeds the demo first: minutes on a busy 2-core machine. */
  startTimeoutMs = 120_000,
): Promise<RunningServer> {
  // BENCH_PORT moves the server off 4500 when something else holds it.
  if (process.env.BENCH_PORT) port = Number(process.env.BENCH_PORT);
  const serverRoot = path.join(BENCH_ROOT, '..', 'server');
  // The production build, as `pnpm --filter @console/server start` runs it, built afresh (about a second).
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: serverRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('building the server failed');
  // BENCH_PROFILE=<dir> writes the server's V8 CPU profile there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--enable-source-maps', 'dist/server.js'], {
    cwd: serverRoot,
    env: { ...process.env, ...target.env, PORT: String(port), LOG_LEVEL: 'error', SEED_DEMO: '0', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/merchant/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Never leave it behind: an orphan would hold the port and answer the next run's health check.
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${startTimeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        // A graceful stop, and after 15 s a forced one: the bench never leaves a server behind.
        const force = setTimeout(() => {
          console.error(`the server on ${url} did not stop within 15 s of SIGTERM: killed`);
          child.kill('SIGKILL');
        }, 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export async function login(url: string, email = 'admin@demo.local', password = 'Admin@123'): Promise<string> {
  const res = await fetch(`${url}/api/merchant/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * CPU time (user + system, ms) a process has used, from /proc: a figure that holds on a busy
 * machine where wall-clock rates do not. Undefined where /proc is missing.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * The CPU time of every PostgreSQL server process alive now (ms), live backends included: the
 * bench's pool keeps its connections, so the difference over a round is what the database spent.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    total += cpuMs(Number(name)) ?? 0;
  }
  return total;
}

/** A process's resident memory in MB (NaN once it is gone). */
export function rssMb(pid: number | undefined): number {
  if (!pid || !existsSync(`/proc/${pid}/status`)) return NaN;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
}

/** The PostgreSQL backends serving database `name`, by their RSS (the server runs on this machine). */
export async function backendsMb(admin: pg.Client, name: string): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return rows.reduce((sum, row) => sum + (rssMb(row.pid) || 0), 0);
}
