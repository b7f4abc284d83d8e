/**
 * How fast the console loads, measured as an operator meets it: the production builds served
 * without compression and with caching off, the real API server on a fresh embedded database,
 * and a fresh Chromium per run. Prints medians of 5 runs of:
 *  - JavaScript bytes (raw, and gzip level 6 computed here) for /login and for /users-list after
 *    login, split into host, shared (per library) and each remote's own code;
 *  - login ready: navigation start → the password input visible and enabled;
 *  - click to row: the click on "Sign In" → the first visible Users list row.
 * It also checks that no library is downloaded twice.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { median, startServer } from './server-process';
import { BENCH_ROOT } from './targets';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORTS = { api: 4200, host: 3200, admin: 3204 };
const HOST = `http://localhost:${PORTS.host}`;
const BUDGET = { loginGzipKB: 380, remoteGzipKB: 60, loginReadyMs: 550, clickToRowMs: 500 };
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type ServeApp = (o: {
  dir: string;
  port: number;
  spa?: boolean;
  apiUrl?: string;
  cache?: boolean;
  remoteOrigins?: string[];
}) => Promise<Server>;

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** file name → "shared:<library>" for every shared module's chunks an app provides. */
async function sharedFiles(origin: string): Promise<Map<string, string>> {
  const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as Manifest;
  const files = new Map<string, string>();
  for (const s of manifest.shared) {
    for (const f of [...s.assets.js.sync, ...s.assets.js.async]) {
      if (!files.has(f)) files.set(f, s.name);
    }
  }
  return files;
}

interface Download {
  url: string;
  app: string;
  part: string;
  raw: number;
  gzip: number;
}

interface Run {
  login: Download[];
  users: Download[];
  loginReadyMs: number;
  clickToRowMs: number;
}

// A string, not a function: tsx's keepNames would put an undefined helper into the page.
const PROBE = `(() => {
  const marks = {};
  window.__bench = marks;
  const visible = (el) => el instanceof HTMLElement && el.offsetParent !== null;
  const check = () => {
    const pw = document.querySelector('input[type="password"]');
    if (!marks.loginReady && visible(pw) && !pw.disabled) marks.loginReady = performance.now();
    if (marks.clickAt && !marks.rowAt && visible(document.querySelector('[data-row-id]'))) marks.rowAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('click', (e) => {
    if (e.target.closest && e.target.closest('button[type="submit"]')) marks.clickAt = performance.now();
  }, true);
  const tick = () => { check(); if (!marks.rowAt) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})();`;

async function oneRun(shared: Map<string, Map<string, string>>): Promise<Run> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE });
    let phase: 'login' | 'users' = 'login';
    const downloads: Record<'login' | 'users', Promise<Download | null>[]> = { login: [], users: [] };
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      const at = phase;
      downloads[at].push(
        response.body().then((body) => {
          const app = url.port === String(PORTS.admin) ? 'remote-admin' : 'host';
          const file = url.pathname.slice(1);
          const library = shared.get(app)?.get(file);
          return {
            url: url.href,
            app,
            part: library ? `shared:${library}` : app,
            raw: body.length,
            gzip: gzipSync(body, { level: 6 }).length,
          };
        }),
      );
    });
    await page.goto(`${HOST}/login`);
    // Predicates as functions, not strings: the console's CSP forbids eval, which a string needs.
    await page.waitForFunction(
      () => (globalThis as unknown as { __bench: { loginReady?: number } }).__bench.loginReady,
    );
    await page.waitForLoadState('networkidle');
    phase = 'users';
    await page.getByPlaceholder('Enter your email address').fill('admin@demo.local');
    await page.getByPlaceholder('Enter your password').fill('Admin@123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForFunction(
      () => (globalThis as unknown as { __bench: { rowAt?: number } }).__bench.rowAt,
      undefined,
      {
        timeout: 20_000,
      },
    );
    await page.waitForLoadState('networkidle');
    const marks = (await page.evaluate('window.__bench')) as Record<string, number>;
    const settle = async (list: Promise<Download | null>[]) =>
      (await Promise.all(list)).filter((d): d is Download => d !== null);
    return {
      login: await settle(downloads.login),
      users: await settle(downloads.users),
      loginReadyMs: marks.loginReady!,
      clickToRowMs: marks.rowAt! - marks.clickAt!,
    };
  } finally {
    await browser.close();
  }
}

function byPart(downloads: Download[]) {
  const parts: Record<string, { raw: number; gzip: number }> = {};
  for (const d of downloads) {
    const p = (parts[d.part] ??= { raw: 0, gzip: 0 });
    p.raw += d.raw;
    p.gzip += d.gzip;
  }
  return parts;
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
const api = await startServer(
  {
    name: 'PGlite',
    env: { DATA_DIR: dataDir, SEED_DEMO: '1', REMOTE_ADMIN_URL: `http://localhost:${PORTS.admin}/mf-manifest.json` },
  },
  PORTS.api,
  { SEED_DEMO: '1' },
);
const { serveApp } = (await import(path.join(BENCH_ROOT, '..', 'scripts', 'serve-apps.mjs'))) as { serveApp: ServeApp };
const servers = [
  await serveApp({
    dir: path.join(BENCH_ROOT, '..', 'host', 'dist'),
    port: PORTS.host,
    spa: true,
    apiUrl: `http://127.0.0.1:${PORTS.api}`,
    cache: false,
    remoteOrigins: [`http://localhost:${PORTS.admin}`],
  }),
  await serveApp({ dir: path.join(BENCH_ROOT, '..', 'remote-admin', 'dist'), port: PORTS.admin, cache: false }),
];
try {
  const shared = new Map([
    ['host', await sharedFiles(HOST)],
    ['remote-admin', await sharedFiles(`http://localhost:${PORTS.admin}`)],
  ]);
  await oneRun(shared); // warm-up: the server's first queries, the OS file cache
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneRun(shared));

  const summarise = (pick: (r: Run) => Download[]) => {
    const perRun = runs.map((r) => byPart(pick(r)));
    const names = [...new Set(perRun.flatMap((p) => Object.keys(p)))].sort();
    const parts = Object.fromEntries(
      names.map((n) => [
        n,
        { raw: median(perRun.map((p) => p[n]?.raw ?? 0)), gzip: median(perRun.map((p) => p[n]?.gzip ?? 0)) },
      ]),
    );
    const total = {
      raw: median(perRun.map((p) => Object.values(p).reduce((s, x) => s + x.raw, 0))),
      gzip: median(perRun.map((p) => Object.values(p).reduce((s, x) => s + x.gzip, 0))),
    };
    return { parts, total };
  };
  const login = summarise((r) => r.login);
  const afterLogin = summarise((r) => r.users);
  const usersList = summarise((r) => [...r.login, ...r.users]);

  // A library twice: one shared name served by two apps, or one body downloaded from two URLs.
  const duplicates: string[] = [];
  for (const run of runs.slice(0, 1)) {
    const seen = new Map<string, string>();
    for (const d of [...run.login, ...run.users]) {
      if (!d.part.startsWith('shared:')) continue;
      const other = seen.get(d.part);
      if (other && other !== d.app) duplicates.push(`${d.part} from ${other} and ${d.app}`);
      seen.set(d.part, d.app);
    }
  }
  const loginReadyMs = median(runs.map((r) => r.loginReadyMs));
  const clickToRowMs = median(runs.map((r) => r.clickToRowMs));
  const remoteOwn = afterLogin.parts['remote-admin']?.gzip ?? 0;

  const print = (title: string, s: ReturnType<typeof summarise>) => {
    console.log(`\n${title}: ${kb(s.total.raw)} KB raw, ${kb(s.total.gzip)} KB gzip`);
    for (const [name, p] of Object.entries(s.parts).sort((a, b) => b[1].gzip - a[1].gzip)) {
      console.log(
        `  ${name.padEnd(34)} ${String(kb(p.raw)).padStart(8)} KB raw ${String(kb(p.gzip)).padStart(8)} KB gzip`,
      );
    }
  };
  print('/login JavaScript', login);
  print('/users-list after login (added)', afterLogin);
  console.log(`\n/users-list total JavaScript: ${kb(usersList.total.raw)} KB raw, ${kb(usersList.total.gzip)} KB gzip`);
  const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
  console.log(`\nmedians of ${RUNS} runs, fresh Chromium each:`);
  console.log(
    `  /login JS gzip      ${kb(login.total.gzip)} KB (budget ${BUDGET.loginGzipKB} KB) ${verdict(kb(login.total.gzip) <= BUDGET.loginGzipKB)}`,
  );
  console.log(
    `  remote-admin own    ${kb(remoteOwn)} KB gzip (budget ${BUDGET.remoteGzipKB} KB) ${verdict(kb(remoteOwn) <= BUDGET.remoteGzipKB)}`,
  );
  console.log(
    `  login ready         ${loginReadyMs.toFixed(0)} ms (budget ${BUDGET.loginReadyMs}) ${verdict(loginReadyMs <= BUDGET.loginReadyMs)}`,
  );
  console.log(
    `  click to row        ${clickToRowMs.toFixed(0)} ms (budget ${BUDGET.clickToRowMs}) ${verdict(clickToRowMs <= BUDGET.clickToRowMs)}`,
  );
  console.log(`  libraries twice     ${duplicates.length ? duplicates.join('; ') : 'none'}`);
  console.log(
    `  runs: login ready ${runs.map((r) => r.loginReadyMs.toFixed(0)).join(', ')}; click to row ${runs.map((r) => r.clickToRowMs.toFixed(0)).join(', ')}`,
  );

  writeFileSync(
    path.join(BENCH_ROOT, 'results', 'console-load.json'),
    `${JSON.stringify({ at: new Date().toISOString(), runs: RUNS, login, afterLogin, usersList, loginReadyMs, clickToRowMs, duplicates }, null, 2)}\n`,
  );
} finally {
  for (const s of servers) s.close();
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
