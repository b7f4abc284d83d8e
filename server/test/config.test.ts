/**
 * The configuration read from the environment: every default, the production-dependent ones, the
 * clamps, the seconds → ms conversions, and the message that stops the server on a bad value; and
 * docs/configuration.md's table of the variables, which must be the one the schema prints.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REMOTE_NAMES } from '@console/shared/contracts';
import { EnvSchema } from '../src/config-env';
import {
  DEFAULT_POOL_SIZE,
  DEFAULT_STATEMENT_CACHE_SIZE,
  SERVER_ROOT,
  loadConfig,
  parseAllowedHosts,
  type Config,
} from '../src/config';
import { CONFIG_DOC, configTable, docTable } from '../scripts/config-doc';

const SECRET = 'x'.repeat(40);
const dataDir = mkdtempSync(path.join(tmpdir(), 'config-'));
/** loadConfig with a data dir and secret of the test's own, and `env` on top. */
const load = (env: NodeJS.ProcessEnv = {}) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ...env });

describe('configuration defaults', () => {
  it('makes a fresh machine work: every setting unset', () => {
    const expected: Config = {
      port: 4000,
      host: '0.0.0.0',
      production: false,
      databaseUrl: undefined,
      databasePoolSize: DEFAULT_POOL_SIZE,
      statementCacheSize: DEFAULT_STATEMENT_CACHE_SIZE,
      readyTimeoutMs: 2000,
      shutdownDrainMs: 0,
      dataDir,
      jwtSecret: SECRET,
      jwtSecretIsDemo: false,
      tokenTtlSeconds: 82_800,
      sessionMaxDays: 7,
      refreshGraceSeconds: 30,
      trustProxy: ['loopback'],
      authCacheMs: 5000,
      services: ['merchant', 'customer', 'transaction', 'report', 'platform'],
      corsOrigins: [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`),
      bodyLimitBytes: 1_048_576,
      searchBodyLimitBytes: 16_384,
      exportMaxRows: 50_000,
      exportTenantConcurrency: 3,
      exportProcessConcurrency: 4,
      streamUserMaxOpen: 3,
      streamTenantMaxOpen: 50,
      streamProcessMaxOpen: 2000,
      streamRecheckMs: 30_000,
      loginMaxFailures: 10,
      loginIpMaxFailures: 100,
      loginWindowMinutes: 15,
      loginSlowdownAfter: 5,
      loginSlowdownStepMs: 250,
      loginSlowdownMaxMs: 5000,
      remotesConfigPath: path.join(SERVER_ROOT, 'config', 'remotes.json'),
      remoteEnv: {},
      hostSharedVersion: JSON.parse(readFileSync(path.join(SERVER_ROOT, '..', 'shared', 'package.json'), 'utf8'))
        .version,
      publishFetchTimeoutMs: 5000,
      publishFetchMaxBytes: 1_048_576,
      publishAllowedHosts: ['127.0.0.1', 'localhost'],
      seedDemo: true,
      logLevel: 'warn',
      syncAllowedHosts: ['127.0.0.1:3900', 'localhost:3900'],
      syncTimeoutMs: 10_000,
      syncMaxResponseBytes: 8_388_608,
      feedPort: 3900,
      vendResultTimeoutMs: 600_000,
      vendSweepIntervalMs: 30_000,
      rollupFoldIntervalMs: 2000,
      housekeepingIntervalMs: 900_000,
      smtpUrl: undefined,
      mailFrom: 'Benefit Console <reports@console.local>',
      consoleUrl: 'http://localhost:3000',
      reportAttachMaxBytes: 10_485_760,
      reportRetryLimit: 3,
      reportRetryDelaySeconds: 30,
      jobPollSeconds: 2,
      jobLeaseSeconds: 30,
      jobWorkers: 'all',
      reportJobTimeoutSeconds: 1800,
      reportUserMaxPending: 3,
      reportRetentionDays: 30,
      reportSweepSeconds: 3600,
    };
    assert.deepEqual(load(), expected);
  });

  it('in production: no demo data, info logs, no feed host', () => {
    const config = load({ NODE_ENV: 'production' });
    assert.equal(config.production, true);
    assert.equal(config.seedDemo, false);
    assert.equal(config.logLevel, 'info');
    assert.deepEqual(config.syncAllowedHosts, []);
    assert.deepEqual(config.publishAllowedHosts, []);
    assert.equal(load({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo, true);
    assert.equal(load({ SEED_DEMO: 'yes' }).seedDemo, false);
  });

  it('generates the demo secret into the data dir once, and keeps it', () => {
    const own = mkdtempSync(path.join(tmpdir(), 'config-secret-'));
    const first = loadConfig({ DATA_DIR: own });
    assert.equal(first.jwtSecretIsDemo, true);
    assert.equal(readFileSync(path.join(own, 'jwt-secret'), 'utf8'), first.jwtSecret);
    assert.equal(loadConfig({ DATA_DIR: own }).jwtSecret, first.jwtSecret);
    assert.equal(loadConfig({ DATA_DIR: own }, { jwtSecret: SECRET }).jwtSecretIsDemo, false);
  });

  it('an empty number is its default; an empty list is none', () => {
    const config = load({ PORT: '', JOB_LEASE_SECONDS: '', TRUST_PROXY: '', CORS_ORIGINS: '', SYNC_ALLOWED_HOSTS: '' });
    assert.equal(config.port, 4000);
    assert.equal(config.jobLeaseSeconds, 30);
    assert.deepEqual([config.trustProxy, config.corsOrigins, config.syncAllowedHosts], [[], [], []]);
    const unset = load({ SERVICES: '', JOB_WORKER: '', SMTP_URL: '' });
    assert.deepEqual([unset.services.length, unset.jobWorkers, unset.smtpUrl], [5, 'all', undefined]);
  });
});

/** Variables set at once, each with the setting it gives and the value that setting must hold. */
type Reads = [variable: string, value: string, setting: keyof Config, expected: unknown][];

function assertReads(reads: Reads) {
  const config = load(Object.fromEntries(reads.map(([variable, value]) => [variable, value])));
  assert.deepEqual(
    Object.fromEntries(reads.map(([, , setting]) => [setting, config[setting]])),
    Object.fromEntries(reads.map(([, , setting, expected]) => [setting, expected])),
  );
}

describe('configuration values', () => {
  it('reads numbers, converts seconds to ms and raises values below a floor', () => {
    assertReads([
      ['PORT', '8080', 'port', 8080],
      ['SHUTDOWN_DRAIN_SECONDS', '5', 'shutdownDrainMs', 5000],
      ['STATEMENT_CACHE_SIZE', '0', 'statementCacheSize', 1],
      ['READY_TIMEOUT_MS', '10', 'readyTimeoutMs', 100],
      ['STREAM_RECHECK_SECONDS', '0', 'streamRecheckMs', 1000],
      ['PGLITE_VACUUM_INTERVAL', '1', 'housekeepingIntervalMs', 60_000],
      ['VEND_RESULT_TIMEOUT', '60', 'vendResultTimeoutMs', 60_000],
      ['JOB_LEASE_SECONDS', '1', 'jobLeaseSeconds', 3],
      ['REPORT_JOB_TIMEOUT_SECONDS', '5', 'reportJobTimeoutSeconds', 60],
      ['REPORT_RETENTION_DAYS', '0', 'reportRetentionDays', 1],
      ['VEND_SWEEP_INTERVAL', '0', 'vendSweepIntervalMs', 0],
    ]);
  });

  it('reads lists, URLs and the feed port the default hosts name', () => {
    assertReads([
      ['SERVICES', 'customer, report', 'services', ['customer', 'report']],
      [
        'CORS_ORIGINS',
        'https://a.example, https://b.example',
        'corsOrigins',
        ['https://a.example', 'https://b.example'],
      ],
      ['JOB_WORKER', '0', 'jobWorkers', []],
      ['SMTP_URL', 'smtps://u:p@mail.example:465', 'smtpUrl', 'smtps://u:p@mail.example:465'],
      ['CONSOLE_URL', 'https://console.example//', 'consoleUrl', 'https://console.example'],
      ['FEED_PORT', '3999', 'syncAllowedHosts', ['127.0.0.1:3999', 'localhost:3999']],
      ['REMOTES_CONFIG', 'remotes.json', 'remotesConfigPath', path.resolve('remotes.json')],
    ]);
    assert.deepEqual(load({ JOB_WORKER: 'report, channel-sync' }).jobWorkers, ['report', 'channel-sync']);
    assert.deepEqual(load({ SYNC_ALLOWED_HOSTS: 'Feeds.Example:443' }).syncAllowedHosts, ['feeds.example:443']);
  });

  it('lets the overrides win over the environment', () => {
    assert.equal(loadConfig({ DATA_DIR: dataDir, PORT: '1' }, { port: 2, jwtSecret: SECRET }).port, 2);
  });
});

describe('a bad value stops the server, naming the variable', () => {
  it('a number that is not a non-negative integer', () => {
    for (const value of ['abc', '-1', '1.5']) {
      assert.throws(() => load({ PORT: value }), {
        message: new RegExp(`PORT must be a non-negative integer, got "${value.replace('.', '\\.')}"`),
      });
    }
    assert.throws(() => load({ JOB_LEASE_SECONDS: 'soon' }), /JOB_LEASE_SECONDS must be a non-negative integer/);
    // Every bad number at once, not the first alone.
    assert.throws(() => load({ PORT: 'abc', FEED_PORT: '-2' }), {
      message: 'PORT must be a non-negative integer, got "abc"\nFEED_PORT must be a non-negative integer, got "-2"',
    });
  });

  it('a secret too short, a service, a queue, a mail URL, a feed host or a proxy of the wrong shape', () => {
    assert.throws(() => load({ JWT_SECRET: 'short' }), { message: 'JWT_SECRET must be at least 32 characters' });
    assert.throws(() => load({ SERVICES: 'merchant,billing' }), /SERVICES: unknown service "billing"/);
    assert.throws(() => load({ JOB_WORKER: 'Reports!' }), /JOB_WORKER: "Reports!" is not a queue name/);
    assert.throws(() => load({ SMTP_URL: 'http://mail.example' }), /SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    assert.throws(() => load({ SMTP_URL: 'not a url' }), /SMTP_URL must be a URL/);
    assert.throws(() => load({ SYNC_ALLOWED_HOSTS: '*.example.com' }), /SYNC_ALLOWED_HOSTS must name each host/);
    assert.throws(() => load({ PUBLISH_ALLOWED_HOSTS: 'cdn.example,*' }), /PUBLISH_ALLOWED_HOSTS must name each host/);
    assert.throws(
      () => parseAllowedHosts('SYNC_ALLOWED_HOSTS', 'feeds.example/path', []),
      /SYNC_ALLOWED_HOSTS: .* is not a host/,
    );
    assert.throws(() => load({ TRUST_PROXY: '0.0.0.0/0' }), /TRUST_PROXY must list the proxies' addresses/);
  });
});

describe('docs/configuration.md', () => {
  it("lists the API server's variables as the schema describes them", () => {
    assert.deepEqual(
      docTable(readFileSync(CONFIG_DOC, 'utf8')).split('\n'),
      configTable().split('\n'),
      "docs/configuration.md's table differs from src/config-env.ts: run `pnpm --filter @console/server config:table --write`",
    );
  });

  it("names each remote's URL variable, which the remote registry reads", () => {
    for (const remote of REMOTE_NAMES) {
      assert.ok(`${remote.replace(/-/g, '_').toUpperCase()}_URL` in EnvSchema.properties, remote);
    }
  });
});
