/**
 * Test harness: every test file gets its own database, copied from a template that the
 * runner migrated and seeded once (PGlite: a data-dir tarball; PostgreSQL: CREATE DATABASE
 * … TEMPLATE). Tests drive the real app through `inject`.
 */
import { readFileSync } from 'node:fs';
import { after, before } from 'node:test';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app';
import { IMPORT_QUEUE } from '../src/services/customer/imports/import-job';
import { BULK_CREDIT_QUEUE } from '../src/services/customer/wallets/bulk-credit-job';
import { SYNC_QUEUE } from '../src/services/merchant/sync/sync-job';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import type { App } from '../src/lib/route';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export type DbKind = 'pglite' | 'postgres';
export const dbKind: DbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh database holding the migrated, seeded template. */
export async function openTestDatabase(): Promise<Database> {
  if (dbKind === 'pglite') {
    const file = process.env.TEST_PGLITE_TEMPLATE;
    if (!file) throw new Error('TEST_PGLITE_TEMPLATE is not set: run the suite with `pnpm test`');
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(file)]) });
  }
  const template = process.env.TEST_PG_TEMPLATE;
  if (!template) throw new Error('TEST_PG_TEMPLATE is not set: run the suite with `pnpm test`');
  const name = `console_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  // The deployed default pool, so a path that waits for a second connection while holding one shows here.
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl(), name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl() });
      await drop.connect();
      await drop.query(`drop database if exists "${name}" with (force)`);
      await drop.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
  login(email: string, password?: string): Promise<string>;
  /** inject with a bearer token and a JSON body. */
  call(
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  /**
   * A record edit as a form sends it: PUT `url` with `body` plus the `updated_at` the record's
   * detail (GET `url`) answers now — or a well-formed one when it cannot be read (another
   * tenant's record), so the answer is the route's own.
   */
  edit(token: string, url: string, body: Record<string, unknown>): Promise<{ status: number; body: any }>;
  /**
   * Resolves once the background work that accepted requests started (a channel sync, a bulk
   * credit when the test works its queue) has ended, so a test that reads the database next reads
   * what that work wrote, not a moment in its middle.
   */
  settle(): Promise<void>;
}

/** A well-formed `updated_at` no record has. */
export const NEVER_UPDATED_AT = '2000-01-01T00:00:00.000000Z';

export const PASSWORDS: Record<string, string> = {
  'admin@demo.local': 'Admin@123',
  'ops@demo.local': 'Ops@12345',
  'viewer@demo.local': 'Viewer@123',
  'admin@acme.local': 'Admin@123',
  'admin@lapsed.local': 'Admin@123',
  'platform@demo.local': 'Platform@123',
};

export async function createTestContext(overrides: Partial<Config> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = loadConfig(
    { DATA_DIR: '/nonexistent-test-data', REMOTES_CONFIG: '/nonexistent-remotes.json' },
    // The vend sweeper waits for a test to call it: on a timer it would settle the demo's offline
    // vends in the middle of a test that checks nothing was written.
    // Of the background jobs only channel syncs run (settle() waits for them); report jobs and
    // bulk credits are queued but not run unless a test asks (jobWorkers naming their queue, or
    // 'all' for reports with a data dir of their own; settle() waits for a bulk credit it runs).
    // The Dashboard's roll-ups are folded when a test asks, so a test reads both ways on purpose.
    {
      jwtSecret: TEST_JWT_SECRET,
      jwtSecretIsDemo: false,
      logLevel: 'silent',
      vendSweepIntervalMs: 0,
      rollupFoldIntervalMs: 0,
      jobWorkers: [SYNC_QUEUE],
      jobPollSeconds: 1,
      ...overrides,
    },
  );
  const app = await buildApp(config, database);
  await app.ready();

  const call: TestContext['call'] = async (token, method, url, body, headers = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    const text = response.body;
    // A file (an export, a download) is its text; every other answer is JSON.
    const json = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      body: text ? (json ? JSON.parse(text) : text) : null,
      headers: response.headers,
    };
  };

  return {
    app,
    database,
    config,
    call,
    async edit(token, url, body) {
      const current = await call(token, 'GET', url);
      const updatedAt = current.status === 200 ? current.body.data.updated_at : NEVER_UPDATED_AT;
      return call(token, 'PUT', url, { updated_at: updatedAt, ...body });
    },
    async login(email, password = PASSWORDS[email]) {
      const res = await call(null, 'POST', '/api/merchant/users/login', { email, password });
      if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
    async settle() {
      const queues = [
        ...(app.syncJobs ? [SYNC_QUEUE] : []),
        ...(app.bulkCredits && app.jobQueue.works(BULK_CREDIT_QUEUE) ? [BULK_CREDIT_QUEUE] : []),
        ...(app.imports && app.jobQueue.works(IMPORT_QUEUE) ? [IMPORT_QUEUE] : []),
      ];
      await app.jobQueue.drain(queues);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * For the describe block it is called in: `start` (a server, or a harness around one) before the
 * block's tests, handed to `use` to take what they need and make what they share; closed after them.
 */
export function withServer<S extends { close(): Promise<unknown> }>(
  start: () => Promise<S>,
  use: (server: S) => unknown,
): void {
  let server: S | undefined;
  before(async () => {
    server = await start();
    await use(server);
  });
  after(() => server?.close());
}

/** The demo's users a test signs in as: the company admin, ops, the viewer, and another tenant's admin. */
const DEMO_USERS = {
  admin: 'admin@demo.local',
  ops: 'ops@demo.local',
  viewer: 'viewer@demo.local',
  acme: 'admin@acme.local',
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

/** A server and the tokens of the demo's users it signed in, by name. */
export type DemoServer<U extends DemoUser = DemoUser> = { t: TestContext } & Record<U, string>;

export interface DemoServerOptions<U extends DemoUser> {
  /** Only these sign in: each sign-in is a session and an audit row. */
  signIn: readonly U[];
  config?: Partial<Config>;
}

/**
 * withServer for a server on a fresh database, signed in as the demo's users (every one, or
 * `options.signIn`); `use` takes the server and the tokens.
 */
export function withDemoServer(use: (server: DemoServer) => unknown): void;
export function withDemoServer<U extends DemoUser>(
  options: DemoServerOptions<U>,
  use: (server: DemoServer<U>) => unknown,
): void;
export function withDemoServer(
  ...args: [(server: DemoServer) => unknown] | [DemoServerOptions<DemoUser>, (server: DemoServer) => unknown]
): void {
  const [options, use] = args.length === 1 ? [{ signIn: Object.keys(DEMO_USERS) as DemoUser[] }, args[0]] : args;
  withServer(
    () => createTestContext(options.config),
    async (t) => {
      const tokens = await Promise.all(options.signIn.map((user) => t.login(DEMO_USERS[user])));
      const signedIn = Object.fromEntries(options.signIn.map((user, i) => [user, tokens[i]!]));
      await use({ t, ...signedIn } as DemoServer);
    },
  );
}
