/** What the two kinds of backup share: the error they refuse with, and the summary they print. */

/** A refusal or a failure, said so that the operator knows what to do. */
export class BackupError extends Error {}

export interface BackupOptions {
  /** Backup: replace an existing FILE. Restore: replace a target that is not empty. */
  force: boolean;
}

export interface TableRows {
  /** schema.table */
  table: string;
  rows: number;
}

/** What a backup or a restore did, for the operator. */
export interface BackupReport {
  action: 'backup' | 'restore';
  kind: 'pglite' | 'postgres';
  file: string;
  bytes: number;
  /** Where the database is: the data dir, or the URL without its password. */
  where: string;
  tables: TableRows[];
  /** Migrations the database has applied (null: none, it was never migrated). */
  migrations: number | null;
  /** What else happened (a target replaced). */
  notes: string[];
}

/** Runs one SQL statement and answers its rows. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows of every table outside the system schemas (partitions counted, never their parents). */
export async function countTables(run: RunSql): Promise<TableRows[]> {
  const tables = await run(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      order by 1, 2`,
  );
  if (tables.length === 0) return [];
  const names = tables.map((t) => ({ schema: String(t.schema), name: String(t.name) }));
  const counts = names.map((t, i) => `select ${i} as i, count(*)::text as n from ${quote(t.schema)}.${quote(t.name)}`);
  const rows = await run(counts.join(' union all '));
  const byIndex = new Map(rows.map((r) => [Number(r.i), Number(r.n)]));
  return names.map((t, i) => ({ table: `${t.schema}.${t.name}`, rows: byIndex.get(i) ?? 0 }));
}

/** Migrations recorded by the migrator, or null when the database has no record of any. */
export async function appliedMigrations(run: RunSql): Promise<number | null> {
  const [found] = await run(`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!found?.found) return null;
  const [row] = await run('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(row?.n ?? 0);
}

/** The URL without its password, to print. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** Where a backup is written before it is renamed to FILE, so no half-written FILE is ever left. */
export const partialFile = (file: string) => `${file}.partial-${process.pid}`;
