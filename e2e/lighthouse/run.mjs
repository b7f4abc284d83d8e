/**
 * Lighthouse (desktop preset) on /login, then /users-list and /wallet-list after signing in, in
 * Debian's Chromium, against the production builds and the real API (fresh embedded database,
 * demo data). The builds are served as deployed by scripts/serve-apps.mjs, with a gzip layer in
 * front standing in for the CDN (serve-apps leaves compression to it). Prints each page's
 * performance, accessibility and best-practices scores and exits 1 below issue 14's bar:
 * performance ≥ 0.95, accessibility 1.00, best practices 1.00. Results: lighthouse/results.json.
 *
 *   pnpm build && pnpm --filter @console/e2e lighthouse
 *
 * LIGHTHOUSE_PORT_OFFSET moves every port (two checkouts at once).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const OFFSET = Number(process.env.LIGHTHOUSE_PORT_OFFSET ?? 0);
/** Public (gzip) ports; each app's own server listens 100 above. */
const PORTS = {
  api: 4130 + OFFSET,
  host: 3130 + OFFSET,
  people: 3131 + OFFSET,
  touchpoints: 3132 + OFFSET,
  transactions: 3133 + OFFSET,
  admin: 3134 + OFFSET,
  cdp: 9330 + OFFSET,
};
const INNER = 100;
const REMOTES = ['admin', 'people', 'touchpoints', 'transactions'];
const BAR = { performance: 0.95, accessibility: 1, 'best-practices': 1 };
const CATEGORIES = Object.keys(BAR);
const COMPRESSIBLE = /javascript|json|css|html|svg|text\//;
const origin = (port) => `http://localhost:${port}`;

/** A gzip front on `port` for the server on `upstream`: what the CDN does in production. */
function gzipFront(port, upstream) {
  const server = http.createServer((req, res) => {
    const forward = http.request(
      { host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && COMPRESSIBLE.test(type);
        const headers = { ...answer.headers };
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        (gzip ? answer.pipe(createGzip()) : answer).pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The API as the e2e stack starts it (support/stack.ts), on a fresh data dir. */
async function startApi(dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: {
      ...process.env,
      PORT: String(PORTS.api),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REMOTE_ADMIN_URL: `${origin(PORTS.admin)}/mf-manifest.json`,
      REMOTE_PEOPLE_URL: `${origin(PORTS.people)}/mf-manifest.json`,
      REMOTE_TOUCHPOINTS_URL: `${origin(PORTS.touchpoints)}/mf-manifest.json`,
      REMOTE_TRANSACTIONS_URL: `${origin(PORTS.transactions)}/mf-manifest.json`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORTS.api}/api/merchant/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('API server did not start in 300 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-lighthouse-'));
const profile = mkdtempSync(path.join(os.tmpdir(), 'console-lighthouse-profile-'));
const servers = [];
let stopApi = async () => undefined;
let context;
let failed = false;
try {
  stopApi = await startApi(dataDir);
  const { serveApp } = await import(path.join(ROOT, 'scripts', 'serve-apps.mjs'));
  servers.push(
    await serveApp({
      dir: path.join(ROOT, 'host', 'dist'),
      port: PORTS.host + INNER,
      spa: true,
      apiUrl: `http://127.0.0.1:${PORTS.api}`,
      remoteOrigins: REMOTES.map((r) => origin(PORTS[r])),
    }),
    // Every remote deployed, as the console runs: the home page (Touchpoint Orders) is remote-transactions'.
    ...(await Promise.all(
      REMOTES.map((r) => serveApp({ dir: path.join(ROOT, `remote-${r}`, 'dist'), port: PORTS[r] + INNER })),
    )),
  );
  for (const port of [PORTS.host, ...REMOTES.map((r) => PORTS[r])]) servers.push(await gzipFront(port, port + INNER));

  // One browser and profile for all three pages: Lighthouse opens its tab in it, so the session
  // the sign-in left (cookie and storage) is the one the later pages use.
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${PORTS.cdp}`],
  });
  const results = [];
  const audit = async (pathname) => {
    const { lhr } = await lighthouse(
      `${origin(PORTS.host)}${pathname}`,
      {
        port: PORTS.cdp,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // Keep the signed-in session between pages (the default clears storage first).
        disableStorageReset: true,
      },
      desktopConfig,
    );
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0]));
    const below = CATEGORIES.filter((c) => scores[c] < BAR[c]);
    if (below.length) failed = true;
    results.push({ path: pathname, finalUrl: lhr.finalDisplayedUrl, scores });
    console.log(
      `${pathname.padEnd(13)} performance ${scores.performance.toFixed(2)}  accessibility ${scores.accessibility.toFixed(2)}  best practices ${scores['best-practices'].toFixed(2)}  ${below.length ? `FAIL (${below.join(', ')})` : 'PASS'}`,
    );
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ];
    console.log(`    ${metrics.map((m) => `${m} ${lhr.audits[m]?.displayValue ?? '-'}`).join(' · ')}`);
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id];
        if (c !== 'performance' && ref.weight > 0 && a.score !== null && a.score < 1) {
          console.log(`    ${c}: ${a.id} — ${a.title}`);
        }
      }
    }
  };
  await audit('/login');
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${origin(PORTS.host)}/login`);
  await page.getByPlaceholder('Enter your email address').fill('admin@demo.local');
  await page.getByPlaceholder('Enter your password').fill('Admin@123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Signed in once the console leaves /login for its home (Touchpoint Orders).
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await audit('/users-list');
  await audit('/wallet-list');
  if (!results.slice(1).every((r) => !r.finalUrl.endsWith('/login')))
    throw new Error('the session did not reach Lighthouse');
  writeFileSync(
    path.join(HERE, 'results.json'),
    `${JSON.stringify({ at: new Date().toISOString(), preset: 'desktop', bar: BAR, results }, null, 2)}\n`,
  );
} finally {
  await context?.close();
  for (const s of servers) s.close();
  await stopApi();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
