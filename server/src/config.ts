/**
 * Every setting the server reads, from the environment, with the defaults that
 * make `pnpm start` work on a fresh machine (embedded database, generated demo secret).
 * The variables, their types, defaults and floors are the schema of config-env.ts; this file turns
 * what it read into the settings the server runs with.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceName } from './config-env';
import { parseJobWorkers, parseOrigins, parseServices, parseSmtpUrl, parseTrustProxy, readEnv } from './config-read';
import { parseAllowedHosts } from './lib/allowed-hosts';

export { DEFAULT_POOL_SIZE, DEFAULT_STATEMENT_CACHE_SIZE, type ServiceName } from './config-env';
export { parseTrustProxy } from './config-read';
export { parseAllowedHosts } from './lib/allowed-hosts';

export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO_JWT_SECRET_FILE = 'jwt-secret';

export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** postgres://… for a PostgreSQL server; undefined → PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Connections in the PostgreSQL pool of this process. */
  databasePoolSize: number;
  /** Prepared statements one database connection keeps, least recently used first out. */
  statementCacheSize: number;
  /** How long readiness waits for the database's answer before it says the API is not ready. */
  readyTimeoutMs: number;
  /** After SIGTERM, how long readiness answers 503 while requests are still served, before closing. */
  shutdownDrainMs: number;
  dataDir: string;
  jwtSecret: string;
  /** True when the secret was generated into the data dir (refused in production). */
  jwtSecretIsDemo: boolean;
  tokenTtlSeconds: number;
  /** A session's absolute life: after it, refresh is refused and the operator signs in again. */
  sessionMaxDays: number;
  /** How long the token a refresh replaced keeps working (a request already in flight with it). */
  refreshGraceSeconds: number;
  /** Proxy addresses (IPs or CIDRs) whose X-Forwarded-For is believed; empty: none. */
  trustProxy: string[];
  /** How long a process reuses a loaded caller before asking the database again. */
  authCacheMs: number;
  services: ServiceName[];
  corsOrigins: string[];
  /** The largest request body a write takes. */
  bodyLimitBytes: number;
  /** The largest body of a route that reads with filters (a list, options, an export, a report request). */
  searchBodyLimitBytes: number;
  /** Rows one export may hold; a larger one is refused with a request to narrow the filter. */
  exportMaxRows: number;
  /** Exports one tenant may run at once (each user one at a time). */
  exportTenantConcurrency: number;
  /** Exports this process runs at once across tenants (each on a worker thread). */
  exportProcessConcurrency: number;
  /**
   * Server-sent event streams (the orders' live banner) open at once: per user, per tenant and in
   * this process across tenants. Each holds a socket, an open file of the process, for as long as
   * it lasts; one more answers 429. 0 refuses every stream.
   */
  streamUserMaxOpen: number;
  streamTenantMaxOpen: number;
  streamProcessMaxOpen: number;
  /**
   * How often the sessions of this process's open streams are read again, so a stream whose
   * session, user, role or licence ended in another process ends too (one in this process ends at
   * once, on its principal change).
   */
  streamRecheckMs: number;
  /** Failures of one (e-mail, address) pair in the window that lock that pair. */
  loginMaxFailures: number;
  /** Failures from one address in the window, across e-mails, that lock that address. */
  loginIpMaxFailures: number;
  loginWindowMinutes: number;
  /** Failures of one e-mail (any address) after which each attempt for it is slowed down. */
  loginSlowdownAfter: number;
  /** The first slowdown; it doubles with each further failure, up to `loginSlowdownMaxMs`. */
  loginSlowdownStepMs: number;
  loginSlowdownMaxMs: number;
  /** Path of the remote registry configuration (remote name → manifest URL and version). */
  remotesConfigPath: string;
  /** The REMOTE_…_URL and REMOTE_…_VERSION variables: the developer's override of a remote. */
  remoteEnv: Record<string, string>;
  /** The host's `@console/shared` version, which a published remote's range must admit. */
  hostSharedVersion: string;
  /** How long publishing waits for a build's manifest or contract file, and the most it reads of one. */
  publishFetchTimeoutMs: number;
  publishFetchMaxBytes: number;
  /** Hosts a published build's manifest URL may name (`host` or `host:port`). */
  publishAllowedHosts: string[];
  seedDemo: boolean;
  logLevel: string;
  /**
   * Hosts a channel's feed URL may point at (`host` for any port, or `host:port`): the server
   * fetches whatever URL an operator types, so it reaches only these. Empty: no feed at all.
   */
  syncAllowedHosts: string[];
  /** The limit of one attempt to fetch a feed page, redirects and body included. */
  syncTimeoutMs: number;
  /** The largest feed response read; a bigger one is cut off and the sync fails with the reason. */
  syncMaxResponseBytes: number;
  /** Port of the reference feed (`pnpm feed`), which the default allowed hosts name. */
  feedPort: number;
  /** A vend whose result has not arrived after this long is failed and refunded in full. */
  vendResultTimeoutMs: number;
  /** How often the sweeper looks for such vends (0: never, e.g. a process serving no transactions). */
  vendSweepIntervalMs: number;
  /** How often the Dashboard's roll-ups take in the order changes written since (0: never). */
  rollupFoldIntervalMs: number;
  /** How often an embedded (PGlite) database is vacuumed and analyzed. */
  housekeepingIntervalMs: number;
  /** `smtp://…` or `smtps://…` to send mail; unset → messages are written to `DATA_DIR/outbox`. */
  smtpUrl: string | undefined;
  /** The From of the mail the console sends. */
  mailFrom: string;
  /** The console's address as users open it (the link in a report mail too large to attach). */
  consoleUrl: string;
  /** A report file smaller than this is attached to its mail; a larger one is linked. */
  reportAttachMaxBytes: number;
  /** Retries of a report job after its first attempt, and the first retry's delay (doubling). */
  reportRetryLimit: number;
  reportRetryDelaySeconds: number;
  /** How often an idle worker of the job queue looks for jobs. */
  jobPollSeconds: number;
  /** A running job's lease: a process that stops renewing it for this long has its job handed to another. */
  jobLeaseSeconds: number;
  /** Queues this process works: 'all' (JOB_WORKER=1, the default), none (0), or a list of queue names. */
  jobWorkers: 'all' | string[];
  /** A report job running longer is taken as lost with its process and retried. */
  reportJobTimeoutSeconds: number;
  /** Report jobs one user may have queued or running at once (more → 429). */
  reportUserMaxPending: number;
  /** Report files of jobs queued longer ago are removed, the jobs marked expired. */
  reportRetentionDays: number;
  /** How often the retention sweep runs. */
  reportSweepSeconds: number;
}

/** The demo secret lives in the data dir so tokens survive restarts without configuration. */
function demoSecret(dataDir: string): string {
  const file = path.join(dataDir, DEMO_JWT_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The database the server opens: DATABASE_URL set → that PostgreSQL, else PGlite in DATA_DIR. */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** DATA_DIR (relative to the working directory), or server/data. */
export function dataDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.DATA_DIR ?? path.join(SERVER_ROOT, 'data'));
}

/** The database `loadConfig` would open, read without its side effects (it writes a demo secret). */
export function databaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  return env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: dataDirOf(env) };
}

/** `@console/shared`'s version in this checkout (shared/package.json beside server/). */
function hostSharedVersion(): string {
  const file = path.join(SERVER_ROOT, '..', 'shared', 'package.json');
  return existsSync(file) ? String((JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version) : '0.0.0';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = readEnv(env);
  const production = e.NODE_ENV === 'production';
  const dataDir = dataDirOf(env);
  const jwtSecret = overrides.jwtSecret ?? e.JWT_SECRET;
  if (jwtSecret !== undefined && jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  return {
    port: e.PORT,
    host: e.HOST,
    production,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    statementCacheSize: e.STATEMENT_CACHE_SIZE,
    readyTimeoutMs: e.READY_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    dataDir,
    jwtSecret: jwtSecret ?? demoSecret(dataDir),
    jwtSecretIsDemo: jwtSecret === undefined,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authCacheMs: e.AUTH_CACHE_MS,
    services: parseServices(e.SERVICES),
    corsOrigins: parseOrigins(e.CORS_ORIGINS),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    searchBodyLimitBytes: e.SEARCH_BODY_LIMIT_BYTES,
    exportMaxRows: e.EXPORT_MAX_ROWS,
    exportTenantConcurrency: e.EXPORT_TENANT_CONCURRENCY,
    exportProcessConcurrency: e.EXPORT_PROCESS_CONCURRENCY,
    streamUserMaxOpen: e.STREAM_USER_MAX_OPEN,
    streamTenantMaxOpen: e.STREAM_TENANT_MAX_OPEN,
    streamProcessMaxOpen: e.STREAM_PROCESS_MAX_OPEN,
    streamRecheckMs: e.STREAM_RECHECK_SECONDS * 1000,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginIpMaxFailures: e.LOGIN_IP_MAX_FAILURES,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    loginSlowdownAfter: e.LOGIN_SLOWDOWN_AFTER,
    loginSlowdownStepMs: e.LOGIN_SLOWDOWN_STEP_MS,
    loginSlowdownMaxMs: e.LOGIN_SLOWDOWN_MAX_MS,
    remotesConfigPath: path.resolve(e.REMOTES_CONFIG ?? path.join(SERVER_ROOT, 'config', 'remotes.json')),
    remoteEnv: Object.fromEntries(
      Object.entries(env).filter((entry): entry is [string, string] => /^REMOTE_[A-Z_]+_(URL|VERSION)$/.test(entry[0])),
    ),
    hostSharedVersion: hostSharedVersion(),
    publishFetchTimeoutMs: 5000,
    publishFetchMaxBytes: 1024 * 1024,
    seedDemo: e.SEED_DEMO !== undefined ? e.SEED_DEMO === '1' || e.SEED_DEMO === 'true' : !production,
    logLevel: e.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    publishAllowedHosts: parseAllowedHosts(
      'PUBLISH_ALLOWED_HOSTS',
      e.PUBLISH_ALLOWED_HOSTS,
      production ? [] : ['127.0.0.1', 'localhost'],
    ),
    syncAllowedHosts: parseAllowedHosts(
      'SYNC_ALLOWED_HOSTS',
      e.SYNC_ALLOWED_HOSTS,
      production ? [] : [`127.0.0.1:${e.FEED_PORT}`, `localhost:${e.FEED_PORT}`],
    ),
    syncTimeoutMs: e.SYNC_TIMEOUT_MS,
    syncMaxResponseBytes: e.SYNC_MAX_RESPONSE_BYTES,
    feedPort: e.FEED_PORT,
    vendResultTimeoutMs: e.VEND_RESULT_TIMEOUT * 1000,
    vendSweepIntervalMs: e.VEND_SWEEP_INTERVAL * 1000,
    rollupFoldIntervalMs: e.ROLLUP_FOLD_INTERVAL_MS,
    housekeepingIntervalMs: e.PGLITE_VACUUM_INTERVAL * 1000,
    smtpUrl: parseSmtpUrl(e.SMTP_URL),
    mailFrom: e.MAIL_FROM,
    consoleUrl: e.CONSOLE_URL.replace(/\/+$/, ''),
    reportAttachMaxBytes: e.REPORT_ATTACH_MAX_BYTES,
    reportRetryLimit: e.REPORT_RETRY_LIMIT,
    reportRetryDelaySeconds: e.REPORT_RETRY_DELAY_SECONDS,
    jobPollSeconds: e.JOB_POLL_SECONDS,
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    jobWorkers: parseJobWorkers(e.JOB_WORKER),
    reportJobTimeoutSeconds: e.REPORT_JOB_TIMEOUT_SECONDS,
    reportUserMaxPending: e.REPORT_USER_MAX_PENDING,
    reportRetentionDays: e.REPORT_RETENTION_DAYS,
    reportSweepSeconds: e.REPORT_SWEEP_SECONDS,
    ...overrides,
  };
}
