/**
 * Opens the database: PGlite in a data dir by default, a PostgreSQL server when a URL
 * is given. Both sides get the same Drizzle schema and the same queries.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../config';
import { withNamedStatements } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; queries written against Db run on it unchanged. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations in drizzle/ (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data dir; `memory://` for a throwaway database. */
  dataDir?: string;
  /** A PGlite data-dir tarball to start from (tests copy a migrated, seeded template). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const migrate = async () => {
      // Several processes (one per service) may boot at once: one migrates, the others
      // wait. A session-level lock needs one connection throughout.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock(724201)');
        await migratePg(drizzlePg({ client: conn }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('select pg_advisory_unlock(724201)').catch(() => undefined);
        conn.release();
      }
    };
    return { db, kind: 'postgres', migrate, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    // fsync off: PGlite is the embedded default; use PostgreSQL where durability matters.
    relaxedDurability: true,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const liteDb = drizzleLite({ client: withNamedStatements(client), schema });
  return {
    db: liteDb as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migrateLite(liteDb, { migrationsFolder: MIGRATIONS_DIR });
    },
    close: () => client.close(),
  };
}
