/**
 * PostgreSQL's backup is `pg_dump --format=custom` of DATABASE_URL's database (every schema: the
 * tables, the migrator's record in `drizzle`, the job queue's `pgboss`); its restore is
 * `pg_restore --clean --if-exists --no-owner` into DATABASE_URL's database, in one transaction.
 * The client programs are looked for on PATH, then in /usr/lib/postgresql/<version>/bin.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  BackupError,
  appliedMigrations,
  countTables,
  partialFile,
  safeUrl,
  type BackupOptions,
  type BackupReport,
  type RunSql,
} from './backup-shared';

function findProgram(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => path.join(root, v, 'bin'))
    : [];
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), ...versions];
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  throw new BackupError(
    `${name} was not found on PATH nor in ${root}/<version>/bin: install PostgreSQL's client programs ` +
      `(Debian, Ubuntu: apt-get install postgresql-client) of the server's major version or newer`,
  );
}

/** The URL for a client program, its password passed in the environment so no process list shows it. */
function programConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function runProgram(program: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 20_000) stderr += chunk.toString();
    });
    child.on('error', (error) => reject(new BackupError(`cannot run ${program}: ${error.message}`)));
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${path.basename(program)} failed (exit ${code}): ${stderr.trim() || 'no message'}`)),
    );
  });
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`cannot connect to ${safeUrl(url)}: ${(error as Error).message}`);
  }
  return client;
}

const runner =
  (client: pg.Client): RunSql =>
  async (text) =>
    (await client.query(text)).rows as Record<string, unknown>[];

export async function backupPostgres(url: string, file: string): Promise<BackupReport> {
  const pgDump = findProgram('pg_dump');
  const client = await connect(url);
  const partial = partialFile(file);
  try {
    // pg_dump reads the snapshot the counts were read in, so the summary is of what the file holds.
    await client.query('begin isolation level repeatable read, read only');
    const [row] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows;
    const run = runner(client);
    const tables = await countTables(run);
    const migrations = await appliedMigrations(run);
    const { dbname, env } = programConnection(url);
    await runProgram(pgDump, ['--format=custom', `--snapshot=${row!.snapshot}`, `--file=${partial}`, dbname], env);
    renameSync(partial, file);
    const bytes = statSync(file).size;
    return { action: 'backup', kind: 'postgres', file, bytes, where: safeUrl(url), tables, migrations, notes: [] };
  } finally {
    rmSync(partial, { force: true });
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}

/**
 * Not an extension's (dropped with the extension, if at all), nor a part of another object (an
 * identity column's sequence goes with its table).
 */
const own = (oid: string) =>
  `not exists (select 1 from pg_depend d where d.objid = ${oid} and d.deptype in ('e', 'a', 'i'))`;

/** What the database holds outside the system schemas: schemas besides public, and public's objects. */
const CONTENTS = `
  select 'schema ' || n.nspname as what from pg_namespace n
   where n.nspname not in ('public', 'information_schema') and n.nspname not like 'pg\\_%' and ${own('n.oid')}
  union all
  select 'relation public.' || c.relname from pg_class c
   where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${own('c.oid')}
  union all
  select 'routine public.' || p.proname from pg_proc p where p.pronamespace = 'public'::regnamespace and ${own('p.oid')}`;

/** Drops what CONTENTS finds (and public's own types), so the database holds only what the backup brings. */
const EMPTY = `do $$
declare r record;
begin
  for r in select n.nspname from pg_namespace n
            where n.nspname not in ('public', 'information_schema') and n.nspname not like 'pg\\_%' and ${own('n.oid')} loop
    execute format('drop schema %I cascade', r.nspname);
  end loop;
  for r in select c.relname, case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
                  when 'S' then 'sequence' when 'f' then 'foreign table' else 'table' end as kind
             from pg_class c where c.relnamespace = 'public'::regnamespace
              and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${own('c.oid')}
            order by c.relkind in ('r', 'p') desc loop
    execute format('drop %s if exists public.%I cascade', r.kind, r.relname);
  end loop;
  for r in select p.oid::regprocedure as routine, case p.prokind when 'p' then 'procedure'
                  when 'a' then 'aggregate' else 'function' end as kind
             from pg_proc p where p.pronamespace = 'public'::regnamespace and ${own('p.oid')} loop
    execute format('drop %s if exists %s cascade', r.kind, r.routine);
  end loop;
  for r in select t.typname, case t.typtype when 'd' then 'domain' else 'type' end as kind
             from pg_type t where t.typnamespace = 'public'::regnamespace and t.typtype in ('c', 'd', 'e', 'r', 'm')
              and (t.typtype <> 'c' or (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')
              and ${own('t.oid')} loop
    execute format('drop %s if exists public.%I cascade', r.kind, r.typname);
  end loop;
end $$`;

export async function restorePostgres(url: string, file: string, options: BackupOptions): Promise<BackupReport> {
  const pgRestore = findProgram('pg_restore');
  // The archive's table of contents reads whole before the database is touched.
  await runProgram(pgRestore, ['--list', file]).catch((error: Error) => {
    throw new BackupError(`${file} is not a readable pg_dump archive: ${error.message}`);
  });
  const client = await connect(url);
  const notes: string[] = [];
  try {
    const [sessions] = (
      await client.query<{ n: number; who: string | null }>(
        `select count(*)::int as n, string_agg(distinct coalesce(nullif(application_name, ''), usename::text, '?'), ', ') as who
           from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      )
    ).rows;
    if (sessions && sessions.n > 0) {
      throw new BackupError(
        `${sessions.n} other session(s) are connected to ${safeUrl(url)} (${sessions.who ?? '?'}): stop the servers ` +
          'and clients using it first, since a restore replaces the tables under them',
      );
    }
    const contents = (await client.query<{ what: string }>(CONTENTS)).rows.map((r) => r.what);
    if (contents.length > 0) {
      if (!options.force) {
        throw new BackupError(
          `${safeUrl(url)} is not empty (${contents.slice(0, 4).join(', ')}${contents.length > 4 ? ', …' : ''}): ` +
            'restore into an empty database, or pass --force to replace what it holds',
        );
      }
      await client.query(EMPTY);
      notes.push(`Replaced what the database held (${contents.length} schemas and objects).`);
    }
    const { dbname, env } = programConnection(url);
    const args = ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error'];
    await runProgram(pgRestore, [...args, `--dbname=${dbname}`, file], env).catch((error: Error) => {
      const state = notes.length > 0 ? 'it was emptied first and is left empty' : 'it is left as it was';
      throw new BackupError(`restoring ${file} failed, and ${state}: ${error.message}`);
    });
    const run = runner(client);
    const tables = await countTables(run);
    const migrations = await appliedMigrations(run);
    const bytes = statSync(file).size;
    return { action: 'restore', kind: 'postgres', file, bytes, where: safeUrl(url), tables, migrations, notes };
  } finally {
    await client.end();
  }
}
