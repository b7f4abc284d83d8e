/**
 * Every setting the server reads, from the environment, with the defaults that
 * make `pnpm start` work on a fresh machine (embedded database, generated demo secret).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPORT_MAX_ROWS } from '@console/shared/contracts';

const SERVICE_NAMES = ['merchant', 'customer', 'transaction', 'report'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

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

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** `TRUST_PROXY`: none, loopback (the bundled proxy), or a list of addresses and CIDRs; never everyone. */
export function parseTrustProxy(value: string | undefined): string[] {
  if (value === undefined) return ['loopback'];
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 1 && ['false', 'none', '0'].includes(entries[0]!.toLowerCase())) return [];
  for (const entry of entries) {
    const lower = entry.toLowerCase();
    if (['true', '1', '*', 'all'].includes(lower) || /^(0\.0\.0\.0|::)\/0$/.test(lower)) {
      throw new Error(
        `TRUST_PROXY must list the proxies' addresses or CIDRs (e.g. "loopback" or "10.0.0.0/8"), not "${entry}": trusting every address lets any client forge its address.`,
      );
    }
    if (!/^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i.test(entry)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR or loopback/linklocal/uniquelocal`);
    }
  }
  return entries;
}

/**
 * `SYNC_ALLOWED_HOSTS`: host names or host:port entries, one by one. A wildcard is refused: the
 * list is what keeps an operator's feed URL from reaching the server's own network.
 */
export function parseSyncAllowedHosts(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  const entries = value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    if (entry.includes('*')) {
      throw new Error(`SYNC_ALLOWED_HOSTS must name each feed host (e.g. "feeds.example.com:443"), not "${entry}"`);
    }
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:[0-9]{1,5})?$/.test(entry)) {
      throw new Error(`SYNC_ALLOWED_HOSTS: "${entry}" is not a host or host:port`);
    }
  }
  return entries;
}

/** `SMTP_URL`: smtp:// or smtps:// only (empty: no SMTP, the outbox). */
function parseSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  }
  return value;
}

/** `JOB_WORKER`: 1 (or unset) works every queue, 0 none (a process that only serves requests), or a list of queues. */
function parseJobWorkers(value: string | undefined): 'all' | string[] {
  const trimmed = (value ?? '').trim();
  if (trimmed === '' || trimmed === '1' || trimmed === 'true') return 'all';
  if (trimmed === '0' || trimmed === 'false') return [];
  const names = trimmed
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`JOB_WORKER: "${name}" is not a queue name (or use 1 / 0)`);
  }
  return names;
}

function parseServices(value: string | undefined): ServiceName[] {
  if (!value) return [...SERVICE_NAMES];
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(SERVICE_NAMES as readonly string[]).includes(name)) {
      throw new Error(`SERVICES: unknown service "${name}" (known: ${SERVICE_NAMES.join(', ')})`);
    }
  }
  return names as ServiceName[];
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

/**
 * Connections to PostgreSQL per API process: two per core and two more. A statement here is short
 * and CPU-bound, so connections beyond what the cores can run only queue in the kernel instead of
 * the pool: on this 2-core machine 20 connections cost the database 0.48 ms a list request against
 * 0.28–0.30 at 6 (orders list p99 at 50 clients 54 ms against 37–45, vends 402/s against 407–433;
 * `DATABASE_POOL_SIZE=… pnpm --filter @console/bench orders|vends`). A database on its own larger
 * host may want more: set DATABASE_POOL_SIZE.
 */
export const DEFAULT_POOL_SIZE = 2 * availableParallelism() + 2;

/**
 * Prepared statements one database connection keeps. The database keeps each one's plan, and a
 * list's plans are large, so the bound is what a day of operators' filters needs, not more; a
 * statement beyond it is prepared again when it comes back.
 */
export const DEFAULT_STATEMENT_CACHE_SIZE = 250;

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = dataDirOf(env);
  const jwtSecret = overrides.jwtSecret ?? env.JWT_SECRET;
  const feedPort = int(env.FEED_PORT, 3900, 'FEED_PORT');
  if (jwtSecret !== undefined && jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  const config: Config = {
    port: int(env.PORT, 4000, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: int(env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE, 'DATABASE_POOL_SIZE'),
    statementCacheSize: Math.max(
      1,
      int(env.STATEMENT_CACHE_SIZE, DEFAULT_STATEMENT_CACHE_SIZE, 'STATEMENT_CACHE_SIZE'),
    ),
    readyTimeoutMs: Math.max(100, int(env.READY_TIMEOUT_MS, 2000, 'READY_TIMEOUT_MS')),
    shutdownDrainMs: int(env.SHUTDOWN_DRAIN_SECONDS, 0, 'SHUTDOWN_DRAIN_SECONDS') * 1000,
    dataDir,
    jwtSecret: jwtSecret ?? demoSecret(dataDir),
    jwtSecretIsDemo: jwtSecret === undefined,
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 23 * 60 * 60, 'TOKEN_TTL_SECONDS'),
    sessionMaxDays: int(env.SESSION_MAX_DAYS, 7, 'SESSION_MAX_DAYS'),
    refreshGraceSeconds: int(env.REFRESH_GRACE_SECONDS, 30, 'REFRESH_GRACE_SECONDS'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    authCacheMs: int(env.AUTH_CACHE_MS, 5000, 'AUTH_CACHE_MS'),
    services: parseServices(env.SERVICES),
    corsOrigins: (
      env.CORS_ORIGINS ??
      'http://localhost:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003,http://localhost:3004'
    )
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    searchBodyLimitBytes: int(env.SEARCH_BODY_LIMIT_BYTES, 16 * 1024, 'SEARCH_BODY_LIMIT_BYTES'),
    exportMaxRows: int(env.EXPORT_MAX_ROWS, EXPORT_MAX_ROWS, 'EXPORT_MAX_ROWS'),
    exportTenantConcurrency: int(env.EXPORT_TENANT_CONCURRENCY, 3, 'EXPORT_TENANT_CONCURRENCY'),
    exportProcessConcurrency: int(env.EXPORT_PROCESS_CONCURRENCY, 4, 'EXPORT_PROCESS_CONCURRENCY'),
    streamUserMaxOpen: int(env.STREAM_USER_MAX_OPEN, 3, 'STREAM_USER_MAX_OPEN'),
    streamTenantMaxOpen: int(env.STREAM_TENANT_MAX_OPEN, 50, 'STREAM_TENANT_MAX_OPEN'),
    streamProcessMaxOpen: int(env.STREAM_PROCESS_MAX_OPEN, 2000, 'STREAM_PROCESS_MAX_OPEN'),
    streamRecheckMs: Math.max(1, int(env.STREAM_RECHECK_SECONDS, 30, 'STREAM_RECHECK_SECONDS')) * 1000,
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 10, 'LOGIN_MAX_FAILURES'),
    loginIpMaxFailures: int(env.LOGIN_IP_MAX_FAILURES, 100, 'LOGIN_IP_MAX_FAILURES'),
    loginWindowMinutes: int(env.LOGIN_WINDOW_MINUTES, 15, 'LOGIN_WINDOW_MINUTES'),
    loginSlowdownAfter: int(env.LOGIN_SLOWDOWN_AFTER, 5, 'LOGIN_SLOWDOWN_AFTER'),
    loginSlowdownStepMs: int(env.LOGIN_SLOWDOWN_STEP_MS, 250, 'LOGIN_SLOWDOWN_STEP_MS'),
    loginSlowdownMaxMs: int(env.LOGIN_SLOWDOWN_MAX_MS, 5000, 'LOGIN_SLOWDOWN_MAX_MS'),
    remotesConfigPath: path.resolve(env.REMOTES_CONFIG ?? path.join(SERVER_ROOT, 'config', 'remotes.json')),
    seedDemo: env.SEED_DEMO !== undefined ? env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' : !production,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    syncAllowedHosts: parseSyncAllowedHosts(
      env.SYNC_ALLOWED_HOSTS,
      production ? [] : [`127.0.0.1:${feedPort}`, `localhost:${feedPort}`],
    ),
    syncTimeoutMs: int(env.SYNC_TIMEOUT_MS, 10_000, 'SYNC_TIMEOUT_MS'),
    syncMaxResponseBytes: int(env.SYNC_MAX_RESPONSE_BYTES, 8 * 1024 * 1024, 'SYNC_MAX_RESPONSE_BYTES'),
    feedPort,
    vendResultTimeoutMs: int(env.VEND_RESULT_TIMEOUT, 600, 'VEND_RESULT_TIMEOUT') * 1000,
    vendSweepIntervalMs: int(env.VEND_SWEEP_INTERVAL, 30, 'VEND_SWEEP_INTERVAL') * 1000,
    rollupFoldIntervalMs: int(env.ROLLUP_FOLD_INTERVAL_MS, 2000, 'ROLLUP_FOLD_INTERVAL_MS'),
    housekeepingIntervalMs: Math.max(60, int(env.PGLITE_VACUUM_INTERVAL, 900, 'PGLITE_VACUUM_INTERVAL')) * 1000,
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? 'Benefit Console <reports@console.local>',
    consoleUrl: (env.CONSOLE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    reportAttachMaxBytes: int(env.REPORT_ATTACH_MAX_BYTES, 10 * 1024 * 1024, 'REPORT_ATTACH_MAX_BYTES'),
    reportRetryLimit: int(env.REPORT_RETRY_LIMIT, 3, 'REPORT_RETRY_LIMIT'),
    reportRetryDelaySeconds: Math.max(1, int(env.REPORT_RETRY_DELAY_SECONDS, 30, 'REPORT_RETRY_DELAY_SECONDS')),
    jobPollSeconds: Math.max(1, int(env.JOB_POLL_SECONDS, 2, 'JOB_POLL_SECONDS')),
    jobLeaseSeconds: Math.max(3, int(env.JOB_LEASE_SECONDS, 30, 'JOB_LEASE_SECONDS')),
    jobWorkers: parseJobWorkers(env.JOB_WORKER),
    reportJobTimeoutSeconds: Math.max(60, int(env.REPORT_JOB_TIMEOUT_SECONDS, 1800, 'REPORT_JOB_TIMEOUT_SECONDS')),
    reportUserMaxPending: Math.max(1, int(env.REPORT_USER_MAX_PENDING, 3, 'REPORT_USER_MAX_PENDING')),
    reportRetentionDays: Math.max(1, int(env.REPORT_RETENTION_DAYS, 30, 'REPORT_RETENTION_DAYS')),
    reportSweepSeconds: Math.max(1, int(env.REPORT_SWEEP_SECONDS, 3600, 'REPORT_SWEEP_SECONDS')),
    ...overrides,
  };
  return config;
}
