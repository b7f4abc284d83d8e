/**
 * Migrates and seeds one template database per run; each test file then copies it.
 * Usage: tsx test/make-template.ts pglite <tarball> | postgres <template-db-name>
 */
import { writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed/demo';
import { installQueue } from '../src/lib/jobs/job-queue';

const [kind, target] = process.argv.slice(2);

if (kind === 'pglite' && target) {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await installQueue(database);
  await seedDemo(database.db);
  await database.housekeeping();
  // Reach the PGlite client through drizzle to dump its data dir.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  await database.close();
} else if (kind === 'postgres' && target) {
  const url = process.env.TEST_DATABASE_URL!;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${target}" with (force)`);
  await admin.query(`create database "${target}"`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${target}`;
  const database = await openDatabase({ databaseUrl: u.toString() });
  await database.migrate();
  await installQueue(database);
  await seedDemo(database.db);
  await database.db.execute(sql`analyze`);
  await database.close();
} else if (kind === 'drop' && target) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  await admin.query(`drop database if exists "${target}" with (force)`);
  await admin.end();
} else {
  console.error('usage: make-template.ts pglite <tarball> | postgres <template-db-name>');
  process.exit(2);
}
