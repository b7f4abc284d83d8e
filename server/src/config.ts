/**
 * Every setting the server reads, from the environment, with the defaults that
 * make `pnpm start` work on a fresh machine (embedded database, on-disk outbox).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPORT_MAX_ROWS } from '@console/shared/contracts';

export const SERVICE_NAMES = ['merchant', 'customer', 'transaction', 'report'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEMO_JWT_SECRET_FILE = 'jwt-secret';

export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** postgres://… for a PostgreSQL server; undefined → PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Connections in the PostgreSQL pool of this process. */
  databasePoolSize: number;
  dataDir: string;
  jwtSecret: string;
  /** True when the secret was generated into the data dir (refused in production). */
  jwtSecretIsDemo: boolean;
  tokenTtlSeconds: number;
  /** How long a process reuses a loaded caller before asking the database again. */
  authCacheMs: number;
  services: ServiceName[];
  corsOrigins: string[];
  bodyLimitBytes: number;
  /** Rows one export may hold; a larger one is refused with a request to narrow the filter. */
  exportMaxRows: number;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Path of the remote registry configuration (remote name → manifest URL and version). */
  remotesConfigPath: string;
  seedDemo: boolean;
  logLevel: string;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(SERVER_ROOT, 'data'));
  const jwtSecret = overrides.jwtSecret ?? env.JWT_SECRET;
  if (jwtSecret !== undefined && jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  const config: Config = {
    port: int(env.PORT, 4000, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: int(env.DATABASE_POOL_SIZE, 20, 'DATABASE_POOL_SIZE'),
    dataDir,
    jwtSecret: jwtSecret ?? demoSecret(dataDir),
    jwtSecretIsDemo: jwtSecret === undefined,
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 23 * 60 * 60, 'TOKEN_TTL_SECONDS'),
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
    exportMaxRows: int(env.EXPORT_MAX_ROWS, EXPORT_MAX_ROWS, 'EXPORT_MAX_ROWS'),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 10, 'LOGIN_MAX_FAILURES'),
    loginWindowMinutes: int(env.LOGIN_WINDOW_MINUTES, 15, 'LOGIN_WINDOW_MINUTES'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Console <no-reply@console.local>',
    remotesConfigPath: path.resolve(env.REMOTES_CONFIG ?? path.join(SERVER_ROOT, 'config', 'remotes.json')),
    seedDemo: env.SEED_DEMO !== undefined ? env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' : !production,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    ...overrides,
  };
  return config;
}
