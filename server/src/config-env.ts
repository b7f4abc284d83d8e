/**
 * The environment the server reads, as a schema: each variable's type, default and meaning. env-schema
 * (config-read.ts) validates and coerces the environment with it, and docs/configuration.md's table
 * of the API server's variables is printed from it (scripts/config-table.ts), so the two agree.
 *
 * Beside the standard keywords a variable may carry:
 * - `atLeast`: a value below it is raised to it (not refused);
 * - `defaultText`: the Default cell of the table when the default is not one value (computed,
 *   production-dependent, or unset);
 * - `defaultNote`: words after the default in that cell (a unit, a reading of a large number).
 */
import { availableParallelism } from 'node:os';
import { Type, type Static, type TSchemaOptions } from 'typebox';
import { EXPORT_MAX_ROWS } from '@console/shared/contracts';

export const SERVICE_NAMES = ['merchant', 'customer', 'transaction', 'report', 'platform'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * Connections to PostgreSQL per API process: two per core and two more. A statement here is short
 * and CPU-bound, so connections beyond what the cores can run only queue in the kernel instead of
 * in the pool, which costs each statement time at the database. A database on its own larger host
 * may want more: set DATABASE_POOL_SIZE, and measure with the `orders` and `vends` benches
 * (bench/README.md).
 */
export const DEFAULT_POOL_SIZE = 2 * availableParallelism() + 2;

/**
 * Prepared statements one database connection keeps. The database keeps each one's plan, and a
 * list's plans are large, so the bound is what a day of operators' filters needs, not more; a
 * statement beyond it is prepared again when it comes back.
 */
export const DEFAULT_STATEMENT_CACHE_SIZE = 250;

interface Annotations {
  atLeast?: number;
  defaultText?: string;
  defaultNote?: string;
}

/** A non-negative integer with its default. */
function integer(value: number, description: string, annotations: Annotations = {}) {
  return Type.Integer({ minimum: 0, default: value, description, ...annotations });
}

/** A string with a default (an empty value stays empty). */
function text(value: string, description: string, annotations: Annotations = {}) {
  return Type.String({ default: value, description, ...annotations });
}

/** A string that may be unset; `defaultText` says what unset means. */
function optional(defaultText: string, description: string, options: TSchemaOptions = {}) {
  return Type.Optional(Type.String({ description, defaultText, ...options }));
}

const REMOTE_URL =
  "a developer's override of one remote: tenants following its current version get this `mf-manifest.json` (a pin to a published version still holds; imported at start like `REMOTES_CONFIG`); `REMOTE_…_VERSION` names that version (default `env`); an empty value withdraws the remote";

export const EnvSchema = Type.Object({
  PORT: integer(4000, 'port the API listens on'),
  HOST: text('0.0.0.0', 'address the API listens on'),
  NODE_ENV: optional(
    'unset',
    "`production` refuses the demo secret and demo passwords, seeds no demo data, logs at `info`, empties the feed allow-list and turns off the statement cache's development check",
  ),
  SERVICES: text(
    SERVICE_NAMES.join(','),
    'the services this process serves, e.g. `SERVICES=customer,report`, to scale a service alone behind a load balancer (an unknown name stops the server)',
  ),
  DATABASE_URL: optional(
    'unset → PGlite in `DATA_DIR`',
    '`postgres://…` switches to a PostgreSQL server ([PostgreSQL and scaling](postgresql-and-scaling.md))',
  ),
  DATABASE_POOL_SIZE: integer(
    DEFAULT_POOL_SIZE,
    "connections in this process's PostgreSQL pool (`DEFAULT_POOL_SIZE`)",
    {
      defaultText: '2 × CPU cores + 2',
    },
  ),
  STATEMENT_CACHE_SIZE: integer(
    DEFAULT_STATEMENT_CACHE_SIZE,
    'named prepared statements one database connection keeps, least recently used first out (the one dropped is deallocated on the server)',
    { atLeast: 1 },
  ),
  READY_TIMEOUT_MS: integer(
    2000,
    'how long the readiness probe (`/api/<service>/health/ready`, also `/api/<service>/health`) waits for the database before it answers 503',
    { atLeast: 100 },
  ),
  SHUTDOWN_DRAIN_SECONDS: integer(
    0,
    'after SIGTERM, how long readiness answers 503 while the process still serves requests, before it stops listening ([Operations](operations.md#stopping))',
  ),
  PGLITE_VACUUM_INTERVAL: integer(
    900,
    'how often an embedded (PGlite) database is vacuumed and analysed (it has no autovacuum); a no-op on PostgreSQL',
    { atLeast: 60, defaultNote: 'seconds' },
  ),
  DATA_DIR: optional(
    '`server/data`',
    "PGlite's data, the generated demo JWT secret, report files (`reports/`) and, without `SMTP_URL`, the mail outbox (`outbox/*.eml`)",
  ),
  JWT_SECRET: optional('generated into `DATA_DIR`', 'at least 32 characters; required when `NODE_ENV=production`'),
  SEED_DEMO: optional(
    '`1` outside production, `0` in production',
    '`1` or `true` seeds the demo tenants once (idempotent); any other value does not',
  ),
  LOG_LEVEL: optional('`warn` (`info` in production)', "Fastify's (pino's) log level"),
  CORS_ORIGINS: text(
    [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`).join(','),
    'comma-separated origins allowed to call the API',
    { defaultText: '`http://localhost:3000` … `http://localhost:3004`' },
  ),
  BODY_LIMIT_BYTES: integer(1024 * 1024, 'the largest body a write takes; larger answers 413 `BODY_TOO_LARGE`'),
  SEARCH_BODY_LIMIT_BYTES: integer(
    16 * 1024,
    'the largest body of a route that reads with filters (lists, options, exports, the dashboard, report requests); larger answers 413',
  ),
  STREAM_USER_MAX_OPEN: integer(3, 'open order streams one user may hold (more → 429 `STREAM_LIMIT`)'),
  STREAM_TENANT_MAX_OPEN: integer(50, 'open order streams one tenant may hold, across its users'),
  STREAM_PROCESS_MAX_OPEN: integer(2000, 'open order streams one API process holds'),
  STREAM_RECHECK_SECONDS: integer(
    30,
    'how often an open stream checks its session and permissions again (a sign-out or deactivation ends it at once anyway)',
    { atLeast: 1 },
  ),
  TOKEN_TTL_SECONDS: integer(23 * 60 * 60, 'access token life', { defaultNote: '(23 h)' }),
  SESSION_MAX_DAYS: integer(
    7,
    "a session's absolute life: no token outlives it, and a refresh after it answers 401 `SESSION_EXPIRED`",
  ),
  REFRESH_GRACE_SECONDS: integer(
    30,
    'how long the token a refresh replaced keeps working (requests already in flight)',
  ),
  TRUST_PROXY: text(
    'loopback',
    'addresses or CIDRs (or `loopback`, `linklocal`, `uniquelocal`) of proxies whose `X-Forwarded-For` is believed, e.g. `loopback,10.0.0.0/8`; `none` trusts none; `true`, `*`, `0.0.0.0/0` are refused at start',
  ),
  AUTH_CACHE_MS: integer(
    5000,
    'how long a signed-in caller (at most 50 000 sessions, LRU) and a machine key are cached per process; a user, role, session or key write in this process forgets them at once, another process within this time',
  ),
  LOGIN_MAX_FAILURES: integer(
    10,
    'failed sign-ins of one (e-mail, address) pair in the window that lock that pair → 429 ([Security](security.md#sign-in-limits-the-login-lock))',
  ),
  LOGIN_IP_MAX_FAILURES: integer(
    100,
    'failed sign-ins from one address, any e-mails, in the window that lock that address → 429',
  ),
  LOGIN_WINDOW_MINUTES: integer(15, 'the sliding window the failures are counted in'),
  LOGIN_SLOWDOWN_AFTER: integer(5, 'failures of one e-mail (any address) after which each attempt for it waits'),
  LOGIN_SLOWDOWN_STEP_MS: integer(250, 'the first wait; it doubles with each further failure'),
  LOGIN_SLOWDOWN_MAX_MS: integer(5000, 'the longest wait'),
  EXPORT_MAX_ROWS: integer(
    EXPORT_MAX_ROWS,
    'rows one list export (CSV/XLSX) may hold; a larger one answers 400 asking to narrow the filter',
  ),
  EXPORT_TENANT_CONCURRENCY: integer(
    3,
    'exports running at once per tenant (each user: one) → 429 `EXPORT_BUSY` beyond',
  ),
  EXPORT_PROCESS_CONCURRENCY: integer(
    4,
    'exports running at once in this process, across tenants → 429 `EXPORT_BUSY` beyond',
  ),
  REMOTES_CONFIG: optional(
    '`server/config/remotes.json`',
    'the remote versions imported at start for a remote the platform has none of yet ([Platform](platform.md))',
  ),
  // Read by the remote registry (services/platform/remotes), one per name of REMOTE_NAMES.
  REMOTE_ADMIN_URL: optional('unset', REMOTE_URL),
  REMOTE_PEOPLE_URL: optional('unset', REMOTE_URL),
  REMOTE_TOUCHPOINTS_URL: optional('unset', REMOTE_URL),
  REMOTE_TRANSACTIONS_URL: optional('unset', REMOTE_URL),
  PUBLISH_ALLOWED_HOSTS: optional(
    'outside production `127.0.0.1,localhost`; in production empty',
    "hosts a published remote build's `mf-manifest.json` may be fetched from: `host` (any port) or `host:port`, comma-separated; no `*` ([Deploying a remote](deploying-a-remote.md))",
  ),
  SYNC_ALLOWED_HOSTS: optional(
    'outside production `127.0.0.1:<FEED_PORT>,localhost:<FEED_PORT>`; in production empty',
    "hosts a channel's feed URL may point at: `host` (any port) or `host:port`, comma-separated; no `*` ([The channel feed](touchpoints-and-sync.md#where-the-server-may-fetch-from))",
  ),
  SYNC_TIMEOUT_MS: integer(10_000, 'one attempt to fetch a feed page, redirects and body included'),
  SYNC_MAX_RESPONSE_BYTES: integer(8 * 1024 * 1024, 'a larger feed answer is cut off and fails the run'),
  FEED_PORT: integer(3900, "the reference feed's port, which the default allowed hosts and the demo channels name"),
  VEND_RESULT_TIMEOUT: integer(
    600,
    'a vend whose result has not come after this long is failed and refunded in full ([Vending](vending.md))',
    { defaultNote: 'seconds' },
  ),
  VEND_SWEEP_INTERVAL: integer(30, 'how often the sweeper looks for such vends (`0`: never)', {
    defaultNote: 'seconds',
  }),
  ROLLUP_FOLD_INTERVAL_MS: integer(
    2000,
    "how often the Dashboard's roll-ups take in the order changes written since (`0`: never; the Dashboard stays exact, reading the changes not yet folded, but slower as they pile up)",
  ),
  SMTP_URL: optional(
    'unset → `DATA_DIR/outbox`',
    '`smtp://user:password@host:587` or `smtps://…`: where mail goes (nodemailer); without it each message is written to `DATA_DIR/outbox/*.eml`',
  ),
  MAIL_FROM: text('Benefit Console <reports@console.local>', "the sender of the console's mail"),
  CONSOLE_URL: text('http://localhost:3000', "the console's address, for a mail's link to the Reports page"),
  REPORT_ATTACH_MAX_BYTES: integer(
    10 * 1024 * 1024,
    'a report file smaller than this is attached to its mail; a larger one is linked to `/reports`',
    { defaultNote: '(10 MB)' },
  ),
  REPORT_RETRY_LIMIT: integer(
    3,
    'retries of a failed report job after its first attempt; then the job is failed with its reason',
  ),
  REPORT_RETRY_DELAY_SECONDS: integer(30, "the first retry's delay; each next waits about twice as long", {
    atLeast: 1,
  }),
  JOB_POLL_SECONDS: integer(
    2,
    'how often an idle worker of the job queue looks for jobs ([Background jobs](background-jobs.md))',
    { atLeast: 1 },
  ),
  JOB_LEASE_SECONDS: integer(
    30,
    "a running job's lease, renewed every third of it: a process that stops renewing it (killed) has its job handed to another process once it runs out",
    { atLeast: 3 },
  ),
  REPORT_JOB_TIMEOUT_SECONDS: integer(1800, 'a job running longer is taken as failed and retried', { atLeast: 60 }),
  REPORT_USER_MAX_PENDING: integer(3, 'report jobs one user may have queued or running (more → 429 `REPORT_BUSY`)', {
    atLeast: 1,
  }),
  JOB_WORKER: text(
    '1',
    '`1`: this process works every queue of the services it serves; `0`: it only queues jobs (another process runs them); or a list of queue names (`channel-sync,report`)',
  ),
  REPORT_RETENTION_DAYS: integer(
    30,
    "a report job's file is removed this many days after the job was queued; the job is then `expired` (no Download; the download answers 410)",
    { atLeast: 1 },
  ),
  REPORT_SWEEP_SECONDS: integer(
    3600,
    'how often the retention sweep runs (a recurring job on the report queue; one run due at a time however many processes serve `report`)',
    { atLeast: 1 },
  ),
});

/** The environment as the schema reads it: numbers coerced, defaults filled, floors applied. */
export type Env = Static<typeof EnvSchema>;
