/**
 * A database in the field applied the migrations as they were when it last upgraded, and drizzle's
 * migrator never applies one again: it reads the newest created_at in drizzle.__drizzle_migrations
 * and applies only the journal entries whose `when` is later. So a database built from migrations
 * as they once shipped (fixtures/shipped-migrations, copied from the repository's history) and then
 * migrated with today's folder must end with exactly the schema of a database migrated from empty.
 */
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { dbKind } from './helper';
import { schemaDifference, schemaSnapshot, type SchemaSnapshot } from './schema-snapshot';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'shipped-migrations');
const TODAY = path.join(import.meta.dirname, '..', 'drizzle');
const TODAY_JOURNAL = path.join(TODAY, 'meta', '_journal.json');
/** The migration that carries the later edits of 0006 and 0012 to databases that applied an earlier version. */
const REPAIR = '0015_shipped_migration_edits';

/**
 * A state databases in the field can be in: the journal of a commit, and the files whose bytes
 * then differed from the fixture named after the tag alone.
 */
interface FieldState {
  name: string;
  journal: string;
  versions: Record<string, string>;
}

const FIELD_STATES: FieldState[] = [
  {
    name: 'every migration up to 0012 as first shipped (1e626b5)',
    journal: 'journal@1e626b5.json',
    versions: { '0012_dashboard_rollups': '0012_dashboard_rollups@1e626b5.sql' },
  },
  {
    name: '0012 as ed434bb changed it',
    journal: 'journal@1e626b5.json',
    versions: { '0012_dashboard_rollups': '0012_dashboard_rollups@ed434bb.sql' },
  },
  {
    name: '0012 as b31c160 changed it',
    journal: 'journal@1e626b5.json',
    versions: { '0012_dashboard_rollups': '0012_dashboard_rollups@b31c160.sql' },
  },
  {
    name: '0006 as first shipped, with its first when (9bd616d)',
    journal: 'journal@9bd616d.json',
    versions: { '0006_touchpoint_slots_and_sync': '0006_touchpoint_slots_and_sync@9bd616d.sql' },
  },
  {
    // 0006 with two more indexes, and a later `when` that made the migrator run it again on the above.
    name: '0006 as c13e61b changed it, with the when it moved to',
    journal: 'journal@c13e61b.json',
    versions: {},
  },
];

interface JournalEntry {
  tag: string;
  when: number;
}

const journalOf = (file: string): JournalEntry[] => JSON.parse(readFileSync(file, 'utf8')).entries;

/** A migrations folder as drizzle reads it: these journal entries, each with the file `fileOf` names. */
function migrationsFolder(entries: JournalEntry[], fileOf: (tag: string) => string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = { version: '7', dialect: 'postgresql', entries: entries.map((e) => ({ ...e, breakpoints: true })) };
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal, null, 2));
  for (const { tag } of entries) copyFileSync(fileOf(tag), path.join(folder, `${tag}.sql`));
  return folder;
}

const shippedFolder = (state: FieldState) =>
  migrationsFolder(journalOf(path.join(FIXTURES, state.journal)), (tag) =>
    path.join(FIXTURES, state.versions[tag] ?? `${tag}.sql`),
  );

const todaysFolder = (entries: JournalEntry[]) => migrationsFolder(entries, (tag) => path.join(TODAY, `${tag}.sql`));

let emptyDataDir: Promise<Blob> | undefined;

/** A data dir just after initdb, which each empty PGlite loads instead of running initdb again. */
async function initialisedDataDir(): Promise<Blob> {
  const client = await PGlite.create({ dataDir: 'memory://' });
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** An empty database: PGlite in memory, or a new database on the PostgreSQL server. */
async function emptyDatabase(): Promise<Database> {
  if (dbKind === 'pglite') {
    emptyDataDir ??= initialisedDataDir();
    return openDatabase({ dataDir: 'memory://', loadDataDir: await emptyDataDir });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `console_migrations_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop database if exists "${name}" with (force)`);
      await drop.end();
    },
  };
}

/** Migrates with another folder than the server's, through the migrator the server uses. */
async function migrateFrom(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === 'pglite') await migrateLite(database.db as any, { migrationsFolder });
  else await migratePg(database.db as any, { migrationsFolder });
}

async function appliedMigrations(database: Database): Promise<{ hash: string; created_at: number }[]> {
  const result = await database.db.execute(sql`select hash, created_at from drizzle.__drizzle_migrations order by id`);
  return (result as any).rows.map((row: any) => ({ hash: row.hash, created_at: Number(row.created_at) }));
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file).toString()).digest('hex');

describe(`migrating a database from migrations as they once shipped (${dbKind})`, () => {
  let fresh: SchemaSnapshot;

  before(async () => {
    const database = await emptyDatabase();
    try {
      await database.migrate();
      fresh = await schemaSnapshot(database);
    } finally {
      await database.close();
    }
  });

  it('reads a schema with every kind of object the migrations create', () => {
    for (const kind of ['table', 'column', 'sequence', 'index', 'constraint', 'function', 'trigger'] as const) {
      assert.ok(fresh[kind].length > 0, `no ${kind} read`);
    }
    assert.ok(fresh.trigger.some((line) => line.includes('orders_deltas_moved_lines')));
    assert.ok(fresh.function.some((line) => line.startsWith('order_deltas_from_item_change()')));
  });

  for (const state of FIELD_STATES) {
    describe(`a database at ${state.name}`, () => {
      let folder: string;
      let database: Database;
      before(async () => {
        folder = shippedFolder(state);
        database = await emptyDatabase();
      });
      after(async () => {
        await database?.close();
        rmSync(folder, { recursive: true, force: true });
      });

      it('is what the migrator then left: one row per journal entry, at its when', async () => {
        await migrateFrom(database, folder);
        const expected = journalOf(path.join(folder, 'meta', '_journal.json')).map(({ tag, when }) => ({
          hash: sha256(path.join(folder, `${tag}.sql`)),
          created_at: when,
        }));
        assert.deepEqual(await appliedMigrations(database), expected);
        assert.notDeepEqual(
          schemaDifference(await schemaSnapshot(database), fresh),
          {},
          "the state is already today's schema",
        );
      });

      it('migrates forward to the schema of a database migrated from empty', async () => {
        await database.migrate();
        assert.deepEqual(schemaDifference(await schemaSnapshot(database), fresh), {});
        const newest = Math.max(...(await appliedMigrations(database)).map((row) => row.created_at));
        assert.equal(newest, Math.max(...journalOf(TODAY_JOURNAL).map((entry) => entry.when)));
      });
    });
  }
});

describe(`${REPAIR} on a database that applied today's 0006 and 0012 (${dbKind})`, () => {
  it('changes nothing', async () => {
    const today = journalOf(TODAY_JOURNAL);
    const upTo0012 = today.slice(0, today.findIndex((e) => e.tag === '0012_dashboard_rollups') + 1);
    const repair = today.find((e) => e.tag === REPAIR)!;
    const folders = [todaysFolder(upTo0012), todaysFolder([...upTo0012, repair])];
    const database = await emptyDatabase();
    try {
      await migrateFrom(database, folders[0]!);
      const before = await schemaSnapshot(database);
      await migrateFrom(database, folders[1]!);
      assert.equal((await appliedMigrations(database)).at(-1)?.created_at, repair.when);
      assert.deepEqual(schemaDifference(await schemaSnapshot(database), before), {});
    } finally {
      await database.close();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    }
  });
});
