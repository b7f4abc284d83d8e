/** The two databases every benchmark runs on: PGlite (embedded default) and PostgreSQL. */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const BENCH_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** BENCH_PG_DB names another database (a trial run beside the real bench data). */
export const PG_BENCH_DB = process.env.BENCH_PG_DB ?? 'console_bench';

export interface Target {
  name: 'PGlite' | 'PostgreSQL';
  /** Environment for a server process on this target. */
  env: Record<string, string>;
  dataDir?: string;
  databaseUrl?: string;
}

function withDb(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

export function targets(only = process.env.BENCH_TARGETS ?? 'pglite,postgres'): Target[] {
  const list: Target[] = [];
  if (only.includes('pglite')) {
    const dataDir = path.join(BENCH_ROOT, '.data', 'pglite');
    list.push({ name: 'PGlite', env: { DATA_DIR: dataDir }, dataDir });
  }
  if (only.includes('postgres')) {
    const databaseUrl = withDb(PG_ADMIN_URL, PG_BENCH_DB);
    list.push({
      name: 'PostgreSQL',
      env: { DATABASE_URL: databaseUrl, DATA_DIR: path.join(BENCH_ROOT, '.data', 'pg-side') },
      databaseUrl,
    });
  }
  return list;
}

/**
 * A bench's own empty database beside `target`'s large set (its data dir `-<suffix>`, its PostgreSQL
 * database `_<suffix>`), dropped and made again: the bench starts its server on it with the demo data.
 */
export async function freshTarget(target: Target, suffix: string): Promise<Target> {
  const own: Target = {
    ...target,
    dataDir: target.dataDir && `${target.dataDir}-${suffix}`,
    databaseUrl: target.databaseUrl && `${target.databaseUrl}_${suffix}`,
    env: {
      ...target.env,
      ...(target.dataDir ? { DATA_DIR: `${target.dataDir}-${suffix}` } : {}),
      ...(target.databaseUrl ? { DATABASE_URL: `${target.databaseUrl}_${suffix}` } : {}),
    },
  };
  if (own.dataDir) rmSync(own.dataDir, { recursive: true, force: true });
  if (own.databaseUrl) {
    const name = new URL(own.databaseUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    await admin.end();
  }
  return own;
}

/**
 * Writes bench/results/<name>.json: this run's figures per database, each stamped with when it was
 * measured, beside the last figures of a database this run left out (BENCH_TARGETS), which keep
 * their own time. `extra` (budgets, runs) describes the run.
 */
export function writeResults(
  name: string,
  results: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): void {
  const file = path.join(BENCH_ROOT, 'results', `${name}.json`);
  const at = new Date().toISOString();
  let earlier: Record<string, unknown> = {};
  if (existsSync(file)) {
    const previous = JSON.parse(readFileSync(file, 'utf8')) as { at?: string; measuredAt?: string; results?: object };
    const previousAt = previous.at ?? previous.measuredAt;
    earlier = Object.fromEntries(
      Object.entries(previous.results ?? {}).map(([target, figures]) => [
        target,
        { measuredAt: previousAt, ...(figures as object) },
      ]),
    );
  }
  const stamped = Object.fromEntries(
    Object.entries(results).map(([target, figures]) => [target, { measuredAt: at, ...(figures as object) }]),
  );
  writeFileSync(file, `${JSON.stringify({ at, ...extra, results: { ...earlier, ...stamped } }, null, 2)}\n`);
}

/**
 * Runs a bench that answers whether it passed (an error fails it, printed), then `cleanUp` however
 * it ended, then exits the process: 0 when it passed, 1 otherwise.
 */
export async function exitWithVerdict(cleanUp: () => Promise<unknown>, run: () => Promise<boolean>): Promise<never> {
  let passed = false;
  try {
    passed = await run();
  } catch (error) {
    console.error(error);
  } finally {
    await cleanUp();
  }
  process.exit(passed ? 0 : 1);
}
