/**
 * The CSV import at scale, on each database: a file of 50 000 new customers (BENCH_IMPORT_ROWS)
 * is dry-run, then imported as a job, polled until done; then the same file is uploaded again,
 * which must answer the same import and write nothing. Figures: the dry run's seconds, the
 * import's seconds from upload to done (rows/s), and the server's CPU for it. Then the server stops
 * and the database is checked: every row a customer of tenant 1. PASS/FAIL against the budget
 * (2 cores): the import ≤ 60 s on PostgreSQL (PGlite is reported without a budget); exits non-zero
 * on a FAIL. Results: bench/results/imports.json.
 * Usage: pnpm --filter @console/bench imports (BENCH_TARGETS=pglite|postgres)
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '@console/server/src/db/client';
import { cpuMs, login, startServer } from './server-process';
import { exitWithVerdict, freshTarget, targets, type Target, writeResults } from './targets';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const PORT = 4540;
const BUDGET_SECONDS: Record<Target['name'], number | null> = { PGlite: null, PostgreSQL: 60 };
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** A number as letters (a name holds no digits): 0 → "a", 27 → "bb". */
const letters = (n: number): string =>
  (n < 26 ? '' : letters(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));

/** The file: a header, then ROWS customers with mobiles no demo customer holds. */
function csv(): string {
  const lines = ['first_name,last_name,mobile,email,class_name'];
  for (let i = 0; i < ROWS; i++) {
    lines.push(`Bench ${letters(i)},Importer,7${String(i).padStart(9, '0')},bench${i}@example.com,Imported`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function send(url: string, token: string, path: string, file: string) {
  const form = new FormData();
  form.append('kind', 'customers');
  form.append('file', new Blob([file], { type: 'text/csv' }), 'bench-customers.csv');
  const res = await fetch(`${url}/api/customer/imports${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const json = (await res.json()) as { data: Record<string, unknown>; message?: string };
  if (!res.ok) throw new Error(`POST imports${path}: ${res.status} ${json.message}`);
  return { status: res.status, data: json.data };
}

async function get(url: string, token: string, id: number) {
  const res = await fetch(`${url}/api/customer/imports/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

async function benchTarget(target: Target, file: string) {
  const own = await freshTarget(target, 'import');
  const server = await startServer(own, PORT, { SEED_DEMO: '1', JOB_POLL_SECONDS: '1' }, 600_000);
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= server.stop());
  try {
    const token = await login(server.url);
    let started = performance.now();
    const dry = await send(server.url, token, '/dry-run', file);
    const drySeconds = (performance.now() - started) / 1000;
    const cpuBefore = cpuMs(server.pid);
    started = performance.now();
    const queued = await send(server.url, token, '', file);
    const uploadSeconds = (performance.now() - started) / 1000;
    let current = queued.data;
    while (current.status === 'queued' || current.status === 'running') {
      await new Promise((r) => setTimeout(r, 200));
      current = await get(server.url, token, queued.data.id as number);
    }
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpuMs(server.pid);
    if (current.status !== 'done')
      throw new Error(`import ${String(queued.data.id)} ${String(current.status)}: ${String(current.error)}`);
    const again = await send(server.url, token, '', file);
    await stop();
    const database = await openDatabase({
      ...(own.databaseUrl ? { databaseUrl: own.databaseUrl } : { dataDir: own.dataDir! }),
      poolSize: 2,
    });
    const result = await database.db.execute(
      sql`select count(*)::int as n from customers where tenant_id = 1 and last_name = 'Importer' and deleted_at is null`,
    );
    await database.close();
    const imported = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const counts = current.counts as Record<string, number>;
    const figures = {
      rows: ROWS,
      dryRunSeconds: drySeconds,
      uploadSeconds,
      importSeconds: seconds,
      rowsPerSecond: ROWS / seconds,
      serverCpuSeconds: cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / 1000 : NaN,
      dryRunCreated: (dry.data.counts as Record<string, number>).created,
      created: counts.created,
      customersInDatabase: imported,
      againStatus: again.status,
    };
    const budget = BUDGET_SECONDS[target.name];
    const pass = {
      time: budget === null || seconds <= budget,
      rows: figures.created === ROWS && imported === ROWS && figures.dryRunCreated === ROWS,
      again: again.status === 200 && again.data.id === queued.data.id,
    };
    console.log(
      `${target.name}: ${ROWS} customers — dry run ${drySeconds.toFixed(1)} s; import ${seconds.toFixed(1)} s from upload to done ` +
        `(upload answered in ${uploadSeconds.toFixed(1)} s; ${figures.rowsPerSecond.toFixed(0)} rows/s; server CPU ${figures.serverCpuSeconds.toFixed(1)} s)` +
        `${budget === null ? ' (no budget on this database)' : ` (budget ≤ ${budget} s: ${verdict(pass.time)})`}; ` +
        `${imported} in the database (${verdict(pass.rows)}); the same file again answered ${again.status} with the same import (${verdict(pass.again)})`,
    );
    return { ...figures, budgetSeconds: budget, pass };
  } finally {
    await stop();
  }
}

async function main(): Promise<boolean> {
  const file = csv();
  const results: Record<string, Awaited<ReturnType<typeof benchTarget>>> = {};
  for (const target of targets()) results[target.name] = await benchTarget(target, file);
  writeResults('imports', results, { rows: ROWS });
  return Object.values(results).every((r) => Object.values(r.pass).every(Boolean));
}

await exitWithVerdict(async () => undefined, main);
