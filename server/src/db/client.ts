/**
 * Opens the database: PGlite in a data dir by default, a PostgreSQL server when a URL
 * is given. Both sides get the same Drizzle schema and the same queries.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { boundedStatementClient, NamedStatementClient } from './pg-statements';
import { DEFAULT_POOL_SIZE, DEFAULT_STATEMENT_CACHE_SIZE, SERVER_ROOT } from '../config';
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
  /**
   * Vacuums and analyzes, for a database that does not do it itself: PGlite runs no autovacuum (it
   * is one process, one connection), so without this its planner never learns the tables' sizes
   * and rows updated often (a wallet's balance, a slot's stock) bloat. PostgreSQL: nothing to do.
   */
  housekeeping(): Promise<void>;
  /**
   * Vacuums and analyzes `tables` now, after a bulk write (a channel sync) left many new and dead
   * row versions: until then every read of those rows pays for them (a touchpoint list page took
   * 45 ms on PGlite right after a 2 000-touchpoint sync, 2 ms after this), and PostgreSQL's own
   * autovacuum comes only a while later. Never inside a transaction.
   */
  tidy(tables: readonly TidyTable[]): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (delivered after the notifying
   * transaction commits, from any process on PostgreSQL). `onResume` is called when a lost
   * connection to the database is back: what was notified in between never arrives. Returns the
   * unsubscribe.
   */
  listen(channel: string, onNotify: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  /** NOTIFYs `channel` with `payload` (at most 8 000 bytes), at once and outside any transaction. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs SQL text as a library that brings its own SQL needs it (the job queue, pg-boss): with
   * values, one parametrised statement; without, any number of statements (the last one's rows).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Runs a trivial statement through the same path as every query (readiness asks this). */
  ping(): Promise<void>;
  /** Connections in use, idle and waited for (PostgreSQL's pool; PGlite has one), and prepared statements held. */
  stats(): { inUse: number; idle: number; waiting: number; statements: number };
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

/** The tables a bulk write may ask to tidy (names, never values: they are spelled into SQL). */
export type TidyTable = 'touchpoints' | 'touchpoint_products' | 'sync_records' | 'order_deltas';
const tidySql = (tables: readonly TidyTable[]) => `vacuum analyze ${tables.join(', ')}`;

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data dir; `memory://` for a throwaway database. */
  dataDir?: string;
  /** A PGlite data-dir tarball to start from (tests copy a migrated, seeded template). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Prepared statements kept per connection (least recently used first out). */
  statementCacheSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      // Statements parsed and planned once per connection (pg-statements.ts).
      Client: boundedStatementClient(options.statementCacheSize ?? DEFAULT_STATEMENT_CACHE_SIZE),
    });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const notifications = new Notifications(options.databaseUrl);
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
    return {
      db,
      kind: 'postgres',
      migrate,
      housekeeping: async () => undefined,
      tidy: async (tables) => {
        await pool.query(tidySql(tables));
      },
      listen: (channel, onNotify, onResume) => notifications.listen(channel, onNotify, onResume),
      notify: async (channel, payload) => {
        await db.execute(sql`select pg_notify(${channel}, ${payload})`);
      },
      executeSql: (text, values) => pool.query(text, values),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      stats: () => ({
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        statements: NamedStatementClient.heldStatements(),
      }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    // fsync off: PGlite is the embedded default; use PostgreSQL where durability matters.
    relaxedDurability: true,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const named = withNamedStatements(client, options.statementCacheSize ?? DEFAULT_STATEMENT_CACHE_SIZE);
  const liteDb = drizzleLite({ client: named, schema });
  return {
    db: liteDb as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migrateLite(liteDb, { migrationsFolder: MIGRATIONS_DIR });
    },
    housekeeping: async () => {
      await client.exec('vacuum analyze');
    },
    tidy: async (tables) => {
      await client.exec(tidySql(tables));
    },
    // In process: no connection to lose, so nothing to resume.
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return async () => unlisten();
    },
    notify: async (channel, payload) => {
      await liteDb.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    executeSql: async (text, values) => {
      // PGlite's query takes one statement with parameters; exec runs a script (pg-boss's schema).
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    ping: async () => {
      await liteDb.execute(sql`select 1`);
    },
    stats: () => ({ inUse: 0, idle: 1, waiting: 0, statements: named.statementStats().size }),
    close: () => client.close(),
  };
}

/**
 * The one LISTEN connection of a database handle (a pooled one would be handed to queries): every
 * channel this process listens on shares it, and it reconnects with a growing pause when the server
 * drops it, listening again on every channel. Closed with the last unsubscribe.
 */
class Notifications {
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  /** Told after the connection came back: what was notified while it was down is lost. */
  private readonly resumed = new Set<() => void>();
  private pause = 500;

  constructor(private readonly url: string) {}

  async listen(
    channel: string,
    onNotify: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>> {
    const name = channel.replace(/"/g, '');
    let listeners = this.channels.get(name);
    if (!listeners) {
      this.channels.set(name, (listeners = new Set()));
      if (this.client) await this.client.query(`listen "${name}"`);
    }
    listeners.add(onNotify);
    if (onResume) this.resumed.add(onResume);
    await this.ensure();
    return async () => {
      listeners.delete(onNotify);
      if (onResume) this.resumed.delete(onResume);
      if (listeners.size > 0) return;
      this.channels.delete(name);
      if (this.channels.size > 0) {
        await this.client?.query(`unlisten "${name}"`).catch(() => undefined);
        return;
      }
      clearTimeout(this.retry);
      this.retry = undefined;
      const client = this.client;
      this.client = undefined;
      await client?.end().catch(() => undefined);
    };
  }

  /** One connection at a time, whoever asks (a listener, the retry timer). */
  private ensure(): Promise<void> {
    if (this.client) return Promise.resolve();
    return (this.connecting ??= this.connect().finally(() => (this.connecting = undefined)));
  }

  /** Tries again after a pause that doubles up to 30 s, for as long as anyone listens. */
  private scheduleRetry(): void {
    if (this.retry || this.channels.size === 0) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (this.channels.size === 0) return;
      this.ensure().then(
        () => {
          for (const resumed of this.resumed) resumed();
        },
        () => this.scheduleRetry(),
      );
    }, this.pause);
    this.retry.unref();
    this.pause = Math.min(this.pause * 2, 30_000);
  }

  private async connect(): Promise<void> {
    const next = new pg.Client({ connectionString: this.url });
    next.on('notification', (message) => {
      for (const listener of this.channels.get(message.channel) ?? []) {
        try {
          listener(message.payload ?? '');
        } catch {
          // A listener's mistake must not end the connection every listener shares.
        }
      }
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (this.client !== next) return;
      this.client = undefined;
      this.scheduleRetry();
    });
    try {
      await next.connect();
      for (const name of this.channels.keys()) await next.query(`listen "${name}"`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    this.client = next;
    this.pause = 500;
  }
}
