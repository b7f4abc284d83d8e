/**
 * Backup and restore of the API's database, on the database the server would open (config.ts
 * `databaseTarget`: DATABASE_URL set → that PostgreSQL, else PGlite in DATA_DIR).
 *
 * A backup file is the database's own format, and that format says which kind made it:
 * - PostgreSQL: a pg_dump custom archive (it begins with `PGDMP`; pg_restore reads it as is);
 * - PGlite: PGlite's tarball of its data dir (`dumpDataDir`, gzipped; a tar holding PG_VERSION).
 * A backup restores only into the kind that made it; the other kind is refused before anything
 * is touched. Every refusal and failure is a `BackupError`, whose message is for the operator.
 */
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { SERVER_ROOT, type DatabaseTarget } from '../config';
import { backupPglite, restorePglite } from './backup-pglite';
import { backupPostgres, restorePostgres } from './backup-postgres';
import { BackupError, type BackupOptions, type BackupReport } from './backup-shared';

export { BackupError, type BackupOptions, type BackupReport };

export type BackupKind = DatabaseTarget['kind'];
export const KIND_NAME: Record<BackupKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** Migrations this server has (drizzle/meta/_journal.json), all applied at its start. */
export function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(SERVER_ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8'));
  return (journal.entries as unknown[]).length;
}

export type BackupFile = { kind: 'postgres' } | { kind: 'pglite'; tar: Uint8Array };

/** Reads FILE far enough to know which kind made it; refuses what is not a backup. */
export function readBackupFile(file: string): BackupFile {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new BackupError(`${file} is not a file`);
    size = stat.size;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(code === 'ENOENT' ? `${file} does not exist` : `cannot read ${file}: ${String(error)}`);
  }
  const head = Buffer.alloc(Math.min(size, 512));
  try {
    const fd = openSync(file, 'r');
    try {
      readSync(fd, head, 0, head.length, 0);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    throw new BackupError(`cannot read ${file}: ${(error as Error).message}`);
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return { kind: 'postgres' };
  if (head.subarray(0, 27).toString('latin1') === '--\n-- PostgreSQL database dump') {
    throw new BackupError(`${file} is a plain SQL dump, not a backup made by db:backup: apply it with psql`);
  }
  let tar: Uint8Array = readFileSync(file);
  if (tar[0] === 0x1f && tar[1] === 0x8b) {
    try {
      tar = gunzipSync(tar);
    } catch (error) {
      throw new BackupError(
        `${file} is gzipped but cannot be unpacked (${(error as Error).message}): is it cut short?`,
      );
    }
  }
  if (!isTar(tar)) {
    throw new BackupError(
      `${file} is not a backup made by db:backup (neither a pg_dump custom archive nor a PGlite data-dir tarball)`,
    );
  }
  if (!tarHas(tar, 'PG_VERSION')) {
    throw new BackupError(`${file} is a tar archive but not of a PGlite data dir (it holds no PG_VERSION)`);
  }
  return { kind: 'pglite', tar };
}

const isTar = (tar: Uint8Array) =>
  tar.length >= 512 && Buffer.from(tar.subarray(257, 262)).toString('latin1') === 'ustar';

/** Whether a ustar archive holds `name` at its root (`name`, `/name` or `./name`). */
function tarHas(tar: Uint8Array, name: string): boolean {
  const text = (at: number, length: number) =>
    Buffer.from(tar.subarray(at, at + length))
      .toString('latin1')
      .replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= tar.length;) {
    const entry = text(at, 100);
    if (entry === '') return false;
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    if (entry.replace(/^\.?\/+/, '') === name) return true;
    if (!Number.isFinite(size)) return false;
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return false;
}

/** Backs up the database of `target` into FILE (refused when FILE exists, unless forced). */
export async function backup(target: DatabaseTarget, file: string, options: BackupOptions): Promise<BackupReport> {
  if (existsSync(file) && !options.force) {
    throw new BackupError(`${file} exists: name a new file, or pass --force to replace it`);
  }
  return target.kind === 'pglite' ? backupPglite(target.dataDir, file) : backupPostgres(target.url, file);
}

/** Restores FILE into the database of `target`, which must be empty unless forced. */
export async function restore(target: DatabaseTarget, file: string, options: BackupOptions): Promise<BackupReport> {
  const backupFile = readBackupFile(file);
  if (backupFile.kind !== target.kind) {
    throw new BackupError(
      backupFile.kind === 'pglite'
        ? `${file} is a PGlite backup, but DATABASE_URL is set, so the target is PostgreSQL: restore it with DATABASE_URL unset (into DATA_DIR). A backup restores only into the kind of database that made it.`
        : `${file} is a PostgreSQL backup, but DATABASE_URL is not set, so the target is PGlite in DATA_DIR: set DATABASE_URL to the PostgreSQL database to restore into. A backup restores only into the kind of database that made it.`,
    );
  }
  if (target.kind === 'postgres') return restorePostgres(target.url, file, options);
  if (backupFile.kind === 'pglite') return restorePglite(backupFile.tar, target.dataDir, file, options);
  throw new BackupError(`${file}: no way to restore it into ${KIND_NAME[target.kind]}`);
}

function size(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]} (${bytes} bytes)`;
}

/** The report as the CLI prints it: what, where, how big, then every table's rows. */
export function formatReport(report: BackupReport): string {
  const db = `${KIND_NAME[report.kind]} ${report.where}`;
  const lines = [
    report.action === 'backup'
      ? `Backed up ${db} to ${report.file}: ${size(report.bytes)}`
      : `Restored ${db} from ${report.file}: ${size(report.bytes)}`,
    ...report.notes,
  ];
  const width = Math.max(0, ...report.tables.map((t) => t.table.length));
  for (const t of report.tables) lines.push(`  ${t.table.padEnd(width)}  ${String(t.rows).padStart(9)}`);
  const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
  const known = knownMigrations();
  const migrations =
    report.migrations === null
      ? 'no migrations applied'
      : `${report.migrations} of the ${known} migrations this server has applied`;
  lines.push(`${report.tables.length} tables, ${rows} rows; ${migrations}`);
  if (report.action === 'restore' && (report.migrations ?? 0) < known) {
    lines.push('The server applies the missing migrations when it starts.');
  }
  return lines.join('\n');
}
