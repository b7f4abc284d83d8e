/**
 * For backup-restore.test.ts: databases of the leg's kind (a PGlite data dir, or a PostgreSQL
 * database this file creates and drops), the CLI run as a user runs it, and what a database holds.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../src/config';
import { dbKind } from './helper';

export type Rows = Record<string, unknown>[];
export type Query = (text: string) => Promise<Rows>;

export interface TestDb {
  /** What the CLI and the server read to find it: DATA_DIR or DATABASE_URL. */
  env: Record<string, string>;
  /** Runs `fn` on a connection of its own, closed before this resolves. */
  query<T>(fn: (q: Query) => Promise<T>): Promise<T>;
  /** Everything it holds, to compare before and after a refused restore. */
  fingerprint(): Promise<string>;
}

export const scratch = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
const databases: string[] = [];
let made = 0;

function adminUrl(name = 'postgres'): string {
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function pgliteDb(dataDir: string): TestDb {
  return {
    env: { DATA_DIR: dataDir },
    async query(fn) {
      const client = await PGlite.create({ dataDir });
      try {
        return await fn(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
      } finally {
        await client.close();
      }
    },
    // Every file's name and content: PGlite writes nothing while no process has the dir open.
    async fingerprint() {
      if (!existsSync(dataDir)) return 'absent';
      const hash = createHash('sha256');
      const walk = (dir: string) => {
        for (const name of readdirSync(dir).sort()) {
          const file = path.join(dir, name);
          hash.update(`${path.relative(dataDir, file)}\0`);
          if (statSync(file).isDirectory()) walk(file);
          else hash.update(readFileSync(file));
        }
      };
      walk(dataDir);
      return hash.digest('hex');
    },
  };
}

function postgresDb(name: string): TestDb {
  const url = adminUrl(name);
  const db: TestDb = {
    env: { DATABASE_URL: url },
    async query(fn) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return await fn(async (text) => (await client.query(text)).rows as Rows);
      } finally {
        await client.end();
      }
    },
    async fingerprint() {
      const objects = await db.query((q) =>
        q(`select n.nspname || '.' || c.relname || ':' || c.relkind::text as o from pg_class c
             join pg_namespace n on n.oid = c.relnamespace
            where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%' order by 1`),
      );
      return JSON.stringify({ objects: objects.map((r) => r.o), rows: await db.query(rowCounts) });
    },
  };
  return db;
}

/** A new, empty database: a data dir not yet made, or a PostgreSQL database with nothing in it. */
export async function emptyDb(): Promise<TestDb> {
  made += 1;
  if (dbKind === 'pglite') return pgliteDb(path.join(scratch, `db-${made}`));
  const name = `console_backup_${process.pid}_${made}`;
  await admin(`create database "${name}"`);
  databases.push(name);
  return postgresDb(name);
}

/** A new database holding the seeded template the suite made. */
export async function seededDb(): Promise<TestDb> {
  made += 1;
  if (dbKind === 'pglite') {
    const dataDir = path.join(scratch, `db-${made}`);
    const template = new Blob([readFileSync(process.env.TEST_PGLITE_TEMPLATE!)]);
    await (await PGlite.create({ dataDir, loadDataDir: template })).close();
    return pgliteDb(dataDir);
  }
  const name = `console_backup_${process.pid}_${made}`;
  await admin(`create database "${name}" template "${process.env.TEST_PG_TEMPLATE}"`);
  databases.push(name);
  return postgresDb(name);
}

/** Migrations as the server has them. */
export function journal(): { tag: string }[] {
  return JSON.parse(readFileSync(path.join(SERVER_ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8')).entries;
}

/** A new database migrated to one migration short of the newest, as an older server left it. */
export async function olderDb(): Promise<TestDb> {
  const journalFile = JSON.parse(readFileSync(path.join(SERVER_ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8'));
  const older = mkdtempSync(path.join(scratch, 'migrations-'));
  mkdirSync(path.join(older, 'meta'));
  journalFile.entries = journalFile.entries.slice(0, -1);
  writeFileSync(path.join(older, 'meta', '_journal.json'), JSON.stringify(journalFile));
  for (const { tag } of journalFile.entries as { tag: string }[]) {
    copyFileSync(path.join(SERVER_ROOT, 'drizzle', `${tag}.sql`), path.join(older, `${tag}.sql`));
  }
  const db = await emptyDb();
  if (dbKind === 'pglite') {
    const client = await PGlite.create({ dataDir: db.env.DATA_DIR! });
    await migrateLite(drizzleLite({ client }), { migrationsFolder: older });
    await client.close();
  } else {
    const client = new pg.Client({ connectionString: db.env.DATABASE_URL! });
    await client.connect();
    await migratePg(drizzlePg({ client }), { migrationsFolder: older });
    await client.end();
  }
  return db;
}

export async function dropAll(): Promise<void> {
  for (const name of databases) await admin(`drop database if exists "${name}" with (force)`);
  rmSync(scratch, { recursive: true, force: true });
}

/** Rows of every table outside the system schemas, by schema.table. */
export async function rowCounts(q: Query): Promise<Record<string, number>> {
  const tables = await q(
    `select table_schema || '.' || table_name as t, format('%I.%I', table_schema, table_name) as quoted
       from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { t, quoted } of tables) {
    const [row] = await q(`select count(*)::int as n from ${String(quoted)}`);
    counts[String(t)] = Number(row!.n);
  }
  return counts;
}

/** Wallets whose balance is not the sum of their ledger, and movements that do not chain. */
export async function ledgerFaults(q: Query): Promise<Rows> {
  return q(`with chain as (
      select previous_balance, after_balance, transaction_amount,
             lag(after_balance) over (partition by wallet_id order by created_at, id) as prior
        from wallet_transactions)
    select
      (select count(*) from wallets w
        where w.amount <> coalesce((select sum(transaction_amount) from wallet_transactions x where x.wallet_id = w.id), 0))::int as unbalanced,
      (select count(*) from chain where prior is not null and prior <> previous_balance)::int as broken,
      (select count(*) from chain where after_balance <> previous_balance + transaction_amount)::int as wrong`);
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `pnpm db:backup|db:restore …` as the package script runs it, on the database `env` names. */
export function cli(args: string[], env: Record<string, string>): Promise<CliResult> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  delete base.INIT_CWD;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
      cwd: SERVER_ROOT,
      env: { ...base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
