/**
 * A real cluster on one machine: several API instances (the production build, each with its own
 * DATA_DIR) on one PostgreSQL database, behind nginx from Debian's package as the load balancer
 * (deploy/nginx/cluster.conf.template). `pnpm cluster` starts one with the console and the
 * simulator; the chaos bench starts one and kills its instances. Every process it starts is
 * stopped by `stop()`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** PostgreSQL answers, started with the machine's own cluster tool when it is down. */
export async function ensurePostgres(adminUrl) {
  const ready = () => spawnSync('pg_isready', ['-q', '-d', adminUrl]).status === 0;
  if (ready()) return;
  const versions = existsSync('/etc/postgresql') ? readdir('/etc/postgresql') : [];
  if (versions.length === 0) throw new Error('PostgreSQL is not running and no local cluster was found to start');
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start'], { stdio: 'inherit' });
  for (let i = 0; i < 30 && !ready(); i++) await new Promise((r) => setTimeout(r, 1000));
  if (!ready()) throw new Error('PostgreSQL did not start');
}

function readdir(dir) {
  return spawnSync('ls', [dir], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
}

/** nginx from Debian's package, installed when missing (as root). */
export function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) throw new Error('nginx is missing: apt-get install -y nginx');
  console.log("Installing nginx from Debian's packages…");
  let done = spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'ignore' });
  if (done.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'ignore' });
    done = spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit' });
  }
  if (done.status !== 0 || !existsSync(NGINX)) throw new Error('installing nginx failed');
}

/** A database of the cluster's own (created when missing; `fresh` drops it first). */
export async function clusterDatabase(adminUrl, name, { fresh = false } = {}) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitReady(url, child, timeoutMs, output) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: exited with ${child.exitCode}\n${output()}`);
    try {
      if ((await fetch(`${url}/api/merchant/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url}: not ready after ${timeoutMs / 1000} s\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Starts `instances` API processes on ports `apiPort + 1…` and nginx on `apiPort`. `env` is given to
 * every instance. Answers { url, instances: [{ port, url, pid, kill(), start() }], stop() }.
 */
export async function startCluster({
  databaseUrl,
  instances = 3,
  apiPort = 4000,
  prefix = path.join(ROOT, '.cluster'),
  env = {},
  seed = true,
  log = () => undefined,
}) {
  ensureNginx();
  mkdirSync(prefix, { recursive: true });
  const secretFile = path.join(prefix, 'jwt-secret');
  if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
  const jwtSecret = readFileSync(secretFile, 'utf8').trim();
  const nodes = [];

  const startInstance = async (node, { first = false } = {}) => {
    let output = '';
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
      cwd: path.join(ROOT, 'server'),
      env: {
        ...process.env,
        PORT: String(node.port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: node.dataDir,
        JWT_SECRET: jwtSecret,
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'info',
        SEED_DEMO: seed && first ? '1' : '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const logFile = path.join(prefix, `api-${node.index}.log`);
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output = (output + chunk).slice(-20_000);
        writeFileSync(logFile, chunk, { flag: 'a' });
      });
    }
    node.child = child;
    await waitReady(node.url, child, 300_000, () => output);
    log(`api-${node.index} ready on ${node.url} (pid ${child.pid})`);
  };

  for (let i = 1; i <= instances; i++) {
    const port = apiPort + i;
    const dataDir = path.join(prefix, `api-${i}`);
    mkdirSync(dataDir, { recursive: true });
    const node = { index: i, port, url: `http://127.0.0.1:${port}`, dataDir, child: undefined };
    node.pid = () => node.child?.pid;
    node.alive = () => node.child !== undefined && node.child.exitCode === null && node.child.signalCode === null;
    node.kill = (signal = 'SIGKILL') =>
      new Promise((resolve) => {
        if (!node.alive()) return resolve();
        node.child.once('exit', () => resolve());
        node.child.kill(signal);
      });
    node.start = () => startInstance(node);
    nodes.push(node);
    // The first instance migrates and seeds alone; the others start beside each other after it.
    if (i === 1) await startInstance(node, { first: true });
  }
  await Promise.all(nodes.slice(1).map((node) => startInstance(node)));

  const upstreams = nodes.map((n) => `    server 127.0.0.1:${n.port} max_fails=1 fail_timeout=3s;`).join('\n');
  const conf = readFileSync(path.join(ROOT, 'deploy', 'nginx', 'cluster.conf.template'), 'utf8')
    .replaceAll('@PREFIX@', prefix)
    .replaceAll('@PORT@', String(apiPort))
    .replace('@UPSTREAMS@', upstreams);
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, conf);
  rmSync(path.join(prefix, 'nginx.pid'), { force: true });
  const nginx = spawn(NGINX, ['-p', prefix, '-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${apiPort}`;
  await waitReady(url, nginx, 20_000, () => readFileSync(path.join(prefix, 'error.log'), 'utf8'));
  log(`nginx balancing ${instances} instances on ${url}`);

  return {
    url,
    prefix,
    instances: nodes,
    async stop() {
      await Promise.all(nodes.map((n) => n.kill('SIGTERM')));
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGQUIT');
        await exited;
      }
    },
  };
}
