/**
 * PGlite's backup is its data dir as a tarball (`dumpDataDir`); its restore loads that tarball into
 * an empty data dir (`PGlite.create({ dataDir, loadDataDir })`). The tarball is the whole data
 * dir: the database, and what the server keeps beside it there (the generated demo JWT secret,
 * the mail outbox).
 *
 * PGlite belongs to one process, and a second one opening the same data dir would corrupt it, so
 * neither runs while the server does. An open PGlite keeps `postmaster.pid` in its data dir and
 * removes it when it closes; a server killed without closing leaves it behind, which still
 * refuses until it is removed by hand.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  BackupError,
  appliedMigrations,
  countTables,
  partialFile,
  type BackupOptions,
  type BackupReport,
  type RunSql,
} from './backup-shared';

/** What a data dir holds; `lost+found` (a file system's own, at a mount point) does not count. */
function entriesOf(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  if (!statSync(dataDir).isDirectory()) throw new BackupError(`DATA_DIR ${dataDir} is not a directory`);
  return readdirSync(dataDir).filter((name) => name !== 'lost+found');
}

function refuseWhileOpen(dataDir: string, doing: string): void {
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `cannot ${doing} ${dataDir} while a server has it open (it holds postmaster.pid, which PGlite keeps while the ` +
        `database is open): stop the server first. If no server runs (one was killed and left the file behind), ` +
        `delete ${path.join(dataDir, 'postmaster.pid')} and run this again.`,
    );
  }
}

const runner =
  (client: PGlite): RunSql =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

async function summary(client: PGlite) {
  const run = runner(client);
  return { tables: await countTables(run), migrations: await appliedMigrations(run) };
}

export async function backupPglite(dataDir: string, file: string): Promise<BackupReport> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`no PGlite database in ${dataDir} (DATA_DIR): nothing to back up`);
  }
  refuseWhileOpen(dataDir, 'back up');
  const client = await PGlite.create({ dataDir });
  let dump: Blob;
  let counted: Awaited<ReturnType<typeof summary>>;
  try {
    counted = await summary(client);
    // A checkpoint first, so the tarball's data files hold every committed change, not only its WAL.
    await client.exec('checkpoint');
    dump = await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
  const bytes = Buffer.from(await dump.arrayBuffer());
  const partial = partialFile(file);
  try {
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw new BackupError(`cannot write ${file}: ${(error as Error).message}`);
  }
  return { action: 'backup', kind: 'pglite', file, bytes: bytes.length, where: dataDir, ...counted, notes: [] };
}

/** Opens the tarball in memory, so a backup that PGlite cannot open is refused before the target is touched. */
async function assertOpens(tar: Uint8Array, file: string): Promise<void> {
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ dataDir: 'memory://', loadDataDir: new Blob([tar]) });
    await client.query('select 1');
  } catch (error) {
    throw new BackupError(`${file} does not open as a PGlite database: ${(error as Error).message}`);
  } finally {
    await client?.close();
  }
}

function clear(dataDir: string): void {
  for (const name of entriesOf(dataDir)) rmSync(path.join(dataDir, name), { recursive: true, force: true });
}

export async function restorePglite(
  tar: Uint8Array,
  dataDir: string,
  file: string,
  options: BackupOptions,
): Promise<BackupReport> {
  const before = entriesOf(dataDir);
  const notes: string[] = [];
  if (before.length > 0) {
    refuseWhileOpen(dataDir, 'restore into');
    if (!options.force) {
      throw new BackupError(
        `${dataDir} (DATA_DIR) is not empty (${before.slice(0, 5).join(', ')}${before.length > 5 ? ', …' : ''}): ` +
          'restore into an empty or new DATA_DIR, or pass --force to replace what it holds',
      );
    }
    await assertOpens(tar, file);
    clear(dataDir);
    notes.push(`Replaced what ${dataDir} held (${before.length} entries).`);
  }
  mkdirSync(dataDir, { recursive: true });
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ dataDir, loadDataDir: new Blob([tar]) });
    const counted = await summary(client);
    return { action: 'restore', kind: 'pglite', file, bytes: statSync(file).size, where: dataDir, ...counted, notes };
  } catch (error) {
    // Leave the data dir empty, as it was (or as --force made it), rather than half restored.
    await client?.close().catch(() => undefined);
    client = undefined;
    clear(dataDir);
    throw new BackupError(`restoring ${file} into ${dataDir} failed, which is left empty: ${(error as Error).message}`);
  } finally {
    await client?.close();
  }
}
