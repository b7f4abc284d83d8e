/**
 * db:backup and db:restore as a user runs them (the CLI in a child process), on the leg's kind of
 * database: a seeded backup restored into a new database holds every row and an intact ledger,
 * the server starts on it (an older one migrated forward), and every refusal leaves the target as
 * it was.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../src/app';
import { prepareDatabase } from '../src/boot';
import { loadConfig } from '../src/config';
import {
  cli,
  dropAll,
  emptyDb,
  journal,
  ledgerFaults,
  olderDb,
  rowCounts,
  scratch,
  seededDb,
  type TestDb,
} from './backup-fixtures';
import { dbKind, PASSWORDS, TEST_JWT_SECRET } from './helper';

/** The server's start on `db`: migrations, the job queue's schema, then the app. */
async function boot(db: TestDb) {
  const config = loadConfig(
    { DATA_DIR: path.join(scratch, 'unused'), REMOTES_CONFIG: '/nonexistent-remotes.json', ...db.env },
    {
      jwtSecret: TEST_JWT_SECRET,
      jwtSecretIsDemo: false,
      logLevel: 'silent',
      seedDemo: false,
      vendSweepIntervalMs: 0,
      rollupFoldIntervalMs: 0,
      jobWorkers: [],
    },
  );
  const { database } = await prepareDatabase(config);
  const app = await buildApp(config, database);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A backup the other kind of database made. */
async function otherKindBackup(): Promise<string> {
  const file = path.join(scratch, 'other-kind.backup');
  if (dbKind === 'postgres') {
    const client = await PGlite.create();
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
    await client.close();
  } else {
    // Every pg_dump custom archive begins so; the kind is told from this alone.
    writeFileSync(file, Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(2048, 1)]));
  }
  return file;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe(`db:backup and db:restore on ${dbKind}`, () => {
  let source: TestDb;
  let sourceCounts: Record<string, number>;
  let restored: TestDb;
  const file = path.join(scratch, 'seeded.backup');

  before(async () => {
    source = await seededDb();
    sourceCounts = await source.query(rowCounts);
  });
  after(dropAll);

  it('restores a seeded backup into a new database: every table has its rows, the ledger holds', async () => {
    const made = await cli(['backup', file], source.env);
    assert.equal(made.code, 0, made.stderr);
    assert.match(made.stdout, new RegExp(`^Backed up .* to ${escape(file)}: .*\\d+ bytes`));
    assert.match(made.stdout, /public\.wallet_transactions +\d+\n/);

    restored = await emptyDb();
    const done = await cli(['restore', file], restored.env);
    assert.equal(done.code, 0, done.stderr);
    assert.match(done.stdout, new RegExp(`^Restored .* from ${escape(file)}: `));
    assert.match(done.stdout, /\d+ tables, \d+ rows; /);

    assert.deepEqual(await restored.query(rowCounts), sourceCounts);
    assert.ok(sourceCounts['public.wallet_transactions']! > 0 && sourceCounts['public.wallets']! > 0);
    assert.ok(sourceCounts['pgboss.version'] === 1, "the job queue's schema is in the backup");
    assert.deepEqual(await restored.query(ledgerFaults), [{ unbalanced: 0, broken: 0, wrong: 0 }]);
  });

  it('the server starts on the restored database and signs in a user it holds', async () => {
    const server = await boot(restored);
    try {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/merchant/users/login',
        payload: { email: 'admin@demo.local', password: PASSWORDS['admin@demo.local'] },
      });
      assert.equal(res.statusCode, 200, res.body);
    } finally {
      await server.close();
    }
  });

  it('an older backup restores, and the server migrates it forward when it starts', async () => {
    const migrations = journal().length;
    const older = await olderDb();
    const olderFile = path.join(scratch, 'older.backup');
    const made = await cli(['backup', olderFile], older.env);
    assert.equal(made.code, 0, made.stderr);
    assert.match(made.stdout, new RegExp(`; ${migrations - 1} of the ${migrations} migrations`));

    const target = await emptyDb();
    const done = await cli(['restore', olderFile], target.env);
    assert.equal(done.code, 0, done.stderr);
    assert.match(done.stdout, /The server applies the missing migrations when it starts/);
    await (await boot(target)).close();
    const [applied] = await target.query((q) => q('select count(*)::int as n from drizzle.__drizzle_migrations'));
    assert.equal(applied!.n, migrations);
  });

  it('refuses a non-empty target without --force and changes nothing; --force replaces what it holds', async () => {
    const before = await restored.fingerprint();
    const refused = await cli(['restore', file], restored.env);
    assert.equal(refused.code, 1, refused.stdout);
    assert.match(refused.stderr, /is not empty .*pass --force to replace what it holds/);
    assert.equal(await restored.fingerprint(), before);

    // Something the backup does not have, which --force must not leave behind.
    await restored.query(async (q) => {
      await q('create table stray (x int)');
      await q('insert into stray values (1)');
    });
    const forced = await cli(['restore', file, '--force'], restored.env);
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(forced.stdout, /Replaced what .* held/);
    assert.deepEqual(await restored.query(rowCounts), sourceCounts);
  });

  it('refuses, even with --force, a backup of the other kind, a file that is no backup and a missing file', async () => {
    const junk = path.join(scratch, 'junk.backup');
    writeFileSync(junk, 'not a backup\n');
    const missing = path.join(scratch, 'missing.backup');
    const cases: [string, RegExp][] = [
      [await otherKindBackup(), /is a (PGlite|PostgreSQL) backup, but .* restores only into the kind/],
      [junk, /is not a backup made by db:backup/],
      [missing, /does not exist/],
    ];
    const before = await restored.fingerprint();
    for (const [backupFile, message] of cases) {
      const res = await cli(['restore', backupFile, '--force'], restored.env);
      assert.equal(res.code, 1, `${backupFile}: ${res.stdout}`);
      assert.match(res.stderr, message);
      assert.equal(await restored.fingerprint(), before, backupFile);
    }
    const fresh = await emptyDb();
    const empty = await fresh.fingerprint();
    const res = await cli(['restore', missing], fresh.env);
    assert.equal(res.code, 1);
    assert.equal(await fresh.fingerprint(), empty);
  });

  it('refuses a database that a server is using', async () => {
    const otherFile = path.join(scratch, 'while-open.backup');
    if (dbKind === 'pglite') {
      const server = await PGlite.create({ dataDir: restored.env.DATA_DIR! });
      try {
        for (const args of [
          ['backup', otherFile],
          ['restore', file, '--force'],
        ]) {
          const res = await cli(args, restored.env);
          assert.equal(res.code, 1, res.stdout);
          assert.match(res.stderr, /while a server has it open .*postmaster\.pid/);
        }
      } finally {
        await server.close();
      }
    } else {
      const server = new pg.Client({ connectionString: restored.env.DATABASE_URL });
      await server.connect();
      try {
        const res = await cli(['restore', file, '--force'], restored.env);
        assert.equal(res.code, 1, res.stdout);
        assert.match(res.stderr, /1 other session\(s\) are connected/);
      } finally {
        await server.end();
      }
    }
    assert.deepEqual(await restored.query(rowCounts), sourceCounts);
  });

  it('refuses a missing FILE argument, and a backup over an existing file without --force', async () => {
    for (const action of ['backup', 'restore']) {
      const res = await cli([action], source.env);
      assert.equal(res.code, 2);
      assert.match(res.stderr, /missing FILE/);
    }
    const existing = path.join(scratch, 'existing.backup');
    writeFileSync(existing, 'keep me');
    const res = await cli(['backup', existing], source.env);
    assert.equal(res.code, 1);
    assert.match(res.stderr, /exists: name a new file, or pass --force/);
    assert.equal(readFileSync(existing, 'utf8'), 'keep me');
  });
});
