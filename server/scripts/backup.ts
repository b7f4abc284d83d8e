/**
 * `pnpm db:backup FILE [--force]` and `pnpm db:restore FILE [--force]` (backup.ts backup|restore …):
 * the database the server would open (DATABASE_URL, else PGlite in DATA_DIR), into or from FILE.
 * A relative FILE is taken from the directory pnpm was started in. Prints what it did; any
 * refusal or failure prints why and exits 1 (a wrong command line: 2).
 */
import path from 'node:path';
import { databaseTarget } from '../src/config';
import { BackupError, backup, formatReport, restore } from '../src/db/backup';

const USAGE = 'usage: pnpm db:backup FILE [--force]  |  pnpm db:restore FILE [--force]';

function parse(argv: string[]): { action: 'backup' | 'restore'; file: string; force: boolean } {
  const [action, ...rest] = argv;
  if (action !== 'backup' && action !== 'restore') throw new UsageError(`unknown action "${action ?? ''}"`);
  const flags = rest.filter((a) => a.startsWith('-') && a !== '-');
  const files = rest.filter((a) => !flags.includes(a));
  const unknown = flags.filter((f) => f !== '--force');
  if (unknown.length > 0) throw new UsageError(`unknown option ${unknown.join(', ')}`);
  if (files.length === 0) throw new UsageError(`missing FILE, the backup to ${action === 'backup' ? 'write' : 'read'}`);
  if (files.length > 1) throw new UsageError(`one FILE, not ${files.length}: ${files.join(' ')}`);
  const from = process.env.INIT_CWD ?? process.cwd();
  return { action, file: path.resolve(from, files[0]!), force: flags.includes('--force') };
}

class UsageError extends Error {}

try {
  const { action, file, force } = parse(process.argv.slice(2));
  const target = databaseTarget();
  const report = action === 'backup' ? await backup(target, file, { force }) : await restore(target, file, { force });
  console.log(formatReport(report));
} catch (error) {
  const action = process.argv[2] === 'backup' || process.argv[2] === 'restore' ? `db:${process.argv[2]}` : 'db';
  if (error instanceof UsageError) {
    console.error(`${action}: ${error.message}\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof BackupError) {
    console.error(`${action}: ${error.message}`);
    process.exitCode = 1;
  } else {
    console.error(`${action} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
