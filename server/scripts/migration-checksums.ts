/**
 * A migration that has shipped is never edited, moved or removed: drizzle's migrator applies each
 * journal entry once (those whose `when` is later than the newest one a database applied), so a
 * database that applied a file never sees a later edit of it, and an entry whose `when` moves is
 * skipped or applied twice. drizzle/checksums.json records, per migration file, the sha256 of its
 * bytes and its journal `when`; a change to either is a new migration's job.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'drizzle');
export const CHECKSUM_COMMAND = 'pnpm --filter @console/server migrations:checksum';
const CHECKSUMS_FILE = 'checksums.json';

export interface Pin {
  sha256: string;
  when: number;
}
/** Migration file name → what was recorded when it shipped. */
export type Checksums = Record<string, Pin>;

interface Migration {
  file: string;
  /** Undefined when the journal names a file the folder does not hold. */
  sha256: string | undefined;
  /** Undefined when the file has no journal entry. */
  when: number | undefined;
}

/** The journal's entries in order, then the .sql files it does not name. */
function readMigrations(dir: string): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const sha256Of = (file: string) =>
    existsSync(path.join(dir, file))
      ? createHash('sha256')
          .update(readFileSync(path.join(dir, file)))
          .digest('hex')
      : undefined;
  const migrations: Migration[] = journal.entries.map(({ tag, when }) => ({
    file: `${tag}.sql`,
    sha256: sha256Of(`${tag}.sql`),
    when,
  }));
  const named = new Set(migrations.map((m) => m.file));
  for (const file of readdirSync(dir).sort()) {
    if (file.endsWith('.sql') && !named.has(file)) migrations.push({ file, sha256: sha256Of(file), when: undefined });
  }
  return migrations;
}

export function readChecksums(dir: string = MIGRATIONS_DIR): Checksums {
  const file = path.join(dir, CHECKSUMS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Checksums) : {};
}

/** Every way the folder breaks the rule, as messages that say what to do; none when it keeps it. */
export function migrationProblems(dir: string = MIGRATIONS_DIR, checksums: Checksums = readChecksums(dir)): string[] {
  const problems: string[] = [];
  const migrations = readMigrations(dir);
  const byFile = new Map(migrations.map((m) => [m.file, m]));
  for (const [file, pin] of Object.entries(checksums)) {
    const migration = byFile.get(file);
    if (migration?.sha256 === undefined) {
      problems.push(`migrations are immutable: add a new migration instead of deleting ${file} (restore it)`);
      continue;
    }
    if (migration.sha256 !== pin.sha256) {
      problems.push(
        `migrations are immutable: add a new migration instead of editing ${file} ` +
          `(restore its bytes: sha256 ${pin.sha256}, now ${migration.sha256})`,
      );
    }
    if (migration.when !== pin.when) {
      problems.push(
        `migrations are immutable: add a new migration instead of editing ${file}'s journal entry ` +
          `(restore its when, ${pin.when}; now ${migration.when ?? 'no entry'})`,
      );
    }
  }
  for (const { file, sha256, when } of migrations) {
    if (file in checksums) continue;
    if (sha256 === undefined) problems.push(`meta/_journal.json names ${file}, which the folder does not hold`);
    else if (when === undefined)
      problems.push(`${file} has no entry in meta/_journal.json: no database would apply it`);
    else {
      problems.push(
        `${file} is a new migration without a checksum: run \`${CHECKSUM_COMMAND}\` ` +
          `and commit server/drizzle/checksums.json with it`,
      );
    }
  }
  const journal = migrations.filter((m) => m.when !== undefined);
  journal.forEach((migration, i) => {
    const previous = journal[i - 1];
    if (previous && migration.when! <= previous.when!) {
      problems.push(
        `${migration.file}'s when (${migration.when}) is not later than ${previous.file}'s (${previous.when}): ` +
          `a database that applied ${previous.file} would never apply it; give it a later when`,
      );
    }
  });
  return problems;
}

/**
 * Records the checksum and `when` of every migration not yet recorded, and writes nothing while
 * the folder breaks the rule otherwise (a recorded entry is never rewritten here).
 */
export function recordChecksums(dir: string = MIGRATIONS_DIR): { recorded: string[]; problems: string[] } {
  const checksums = readChecksums(dir);
  const recorded: string[] = [];
  for (const { file, sha256, when } of readMigrations(dir)) {
    if (file in checksums || sha256 === undefined || when === undefined) continue;
    checksums[file] = { sha256, when };
    recorded.push(file);
  }
  const problems = migrationProblems(dir, checksums);
  if (problems.length > 0) return { recorded: [], problems };
  if (recorded.length > 0) {
    const sorted = Object.fromEntries(Object.entries(checksums).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(path.join(dir, CHECKSUMS_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
  }
  return { recorded, problems };
}
