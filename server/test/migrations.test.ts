/**
 * Shipped migrations are immutable: drizzle/checksums.json records each one's bytes and journal
 * `when`, and a change to a recorded one, a recorded one gone, or a migration not yet recorded
 * fails here. The checks are also run on a copy of the folder with each of those changes made.
 */
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { CHECKSUM_COMMAND, MIGRATIONS_DIR, migrationProblems, recordChecksums } from '../scripts/migration-checksums';

describe('shipped migrations', () => {
  it('are all recorded in drizzle/checksums.json and unchanged', () => {
    assert.deepEqual(migrationProblems(), []);
  });
});

describe('the checksum check, on a copy of drizzle/', () => {
  let dir: string;
  const journalFile = () => path.join(dir, 'meta', '_journal.json');
  const journal = () => JSON.parse(readFileSync(journalFile(), 'utf8'));
  const writeJournal = (value: unknown) => writeFileSync(journalFile(), JSON.stringify(value, null, 2));
  const checksumsBytes = () => readFileSync(path.join(dir, 'checksums.json'));
  /** A migration the journal lists last, `when` after the newest unless given. */
  const addMigration = (tag: string, when?: number) => {
    writeFileSync(path.join(dir, `${tag}.sql`), 'SELECT 1;');
    const value = journal();
    const newest = Math.max(...value.entries.map((entry: { when: number }) => entry.when));
    value.entries.push({ idx: 99, version: '7', when: when ?? newest + 1, tag, breakpoints: true });
    writeJournal(value);
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every rule on the unchanged copy', () => {
    assert.deepEqual(migrationProblems(dir), []);
  });

  it('fails when one byte of a shipped migration changes', () => {
    const file = path.join(dir, '0012_dashboard_rollups.sql');
    const bytes = readFileSync(file);
    bytes[100] = bytes[100]! ^ 1;
    writeFileSync(file, bytes);
    const problems = migrationProblems(dir);
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(
      problems[0]!,
      /^migrations are immutable: add a new migration instead of editing 0012_dashboard_rollups\.sql /,
    );
  });

  it('fails when a line is added at the end of a shipped migration', () => {
    appendFileSync(path.join(dir, '0006_touchpoint_slots_and_sync.sql'), '\nCREATE INDEX "x" ON "touchpoints" ("id");');
    assert.match(
      migrationProblems(dir).join('\n'),
      /migrations are immutable: add a new migration instead of editing 0006_touchpoint_slots_and_sync\.sql /,
    );
  });

  it('fails when a shipped migration disappears', () => {
    rmSync(path.join(dir, '0003_reversal_once.sql'));
    const value = journal();
    value.entries = value.entries.filter((entry: { tag: string }) => entry.tag !== '0003_reversal_once');
    writeJournal(value);
    assert.deepEqual(migrationProblems(dir), [
      'migrations are immutable: add a new migration instead of deleting 0003_reversal_once.sql (restore it)',
    ]);
  });

  it("fails when a shipped migration's journal when moves", () => {
    const value = journal();
    value.entries.find((entry: { tag: string }) => entry.tag === '0006_touchpoint_slots_and_sync').when += 1;
    writeJournal(value);
    assert.match(
      migrationProblems(dir).join('\n'),
      /migrations are immutable: add a new migration instead of editing 0006_touchpoint_slots_and_sync\.sql's journal entry/,
    );
  });

  it('fails on a new migration until its checksum is recorded, with the command that records it', () => {
    addMigration('0099_new_thing');
    assert.deepEqual(migrationProblems(dir), [
      `0099_new_thing.sql is a new migration without a checksum: run \`${CHECKSUM_COMMAND}\` ` +
        'and commit server/drizzle/checksums.json with it',
    ]);
    assert.equal(CHECKSUM_COMMAND, 'pnpm --filter @console/server migrations:checksum');
    assert.deepEqual(recordChecksums(dir), { recorded: ['0099_new_thing.sql'], problems: [] });
    assert.deepEqual(migrationProblems(dir), []);
  });

  it('fails on a .sql file the journal does not name, which no database would apply', () => {
    writeFileSync(path.join(dir, '0099_stray.sql'), 'SELECT 1;');
    assert.deepEqual(migrationProblems(dir), [
      '0099_stray.sql has no entry in meta/_journal.json: no database would apply it',
    ]);
  });

  it('fails on a new migration whose when is not after the one before it, and records nothing', () => {
    addMigration('0099_too_early', 1795373610823);
    const before = checksumsBytes();
    const { recorded, problems } = recordChecksums(dir);
    assert.deepEqual(recorded, []);
    assert.match(problems.join('\n'), /0099_too_early\.sql's when \(1795373610823\) is not later than /);
    assert.deepEqual(checksumsBytes(), before);
  });

  it('never rewrites a recorded checksum: recording refuses while a shipped migration is edited', () => {
    appendFileSync(path.join(dir, '0012_dashboard_rollups.sql'), '\n');
    addMigration('0099_new_thing');
    const before = checksumsBytes();
    const { recorded, problems } = recordChecksums(dir);
    assert.deepEqual(recorded, []);
    assert.match(problems.join('\n'), /instead of editing 0012_dashboard_rollups\.sql /);
    assert.deepEqual(checksumsBytes(), before);
  });
});
