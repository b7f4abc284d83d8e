/** One run of the console-load bench: a fresh Chromium signs in and reads what it downloaded and when. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

/** The apps one build serves: the host and every remote, each on its own port. */
export const APPS = ['host', 'remote-people', 'remote-touchpoints', 'remote-transactions', 'remote-admin'] as const;
export type App = (typeof APPS)[number];

/** The ports one build is served on: its API server, then the host and the remotes in turn. */
export type Ports = { api: number } & Record<App, number>;

export const portsFrom = (api: number, first: number): Ports =>
  ({ api, ...Object.fromEntries(APPS.map((app, i) => [app, first + i])) }) as Ports;

export interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** file name → "shared:<library>" for every shared module's chunks an app provides. */
export async function sharedFiles(origin: string): Promise<Map<string, string>> {
  const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as Manifest;
  const files = new Map<string, string>();
  for (const s of manifest.shared) {
    for (const f of [...s.assets.js.sync, ...s.assets.js.async]) {
      if (!files.has(f)) files.set(f, s.name);
    }
  }
  return files;
}

export interface Download {
  url: string;
  app: string;
  part: string;
  raw: number;
  gzip: number;
}

export interface Run {
  login: Download[];
  firstPage: Download[];
  /** What went on the wire after the click: ms after it it started and ended, and the address. */
  waterfall: { at: number; end: number; url: string }[];
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

export interface Build {
  label: string;
  ports: Ports;
  shared: Map<string, Map<string, string>>;
}

export async function oneRun({ ports, shared }: Build): Promise<Run> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE });
    type Phase = 'login' | 'firstPage';
    let phase = 'login' as Phase;
    const downloads: Record<Phase, Promise<Download | null>[]> = { login: [], firstPage: [] };
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      const at = phase;
      downloads[at].push(
        response.body().then(
          (body) => {
            const app = APPS.find((a) => String(ports[a]) === url.port) ?? 'host';
            const file = url.pathname.slice(1);
            const library = shared.get(app)?.get(file);
            return {
              url: url.href,
              app,
              part: library ? `shared:${library}` : app,
              raw: body.length,
              gzip: gzipSync(body, { level: 6 }).length,
            };
          },
          () => null,
        ),
      );
    });
    await page.goto(`http://localhost:${ports.host}/login`);
    // Predicates as functions, not strings: the console's CSP forbids eval, which a string needs.
    await page.waitForFunction(
      () => (globalThis as unknown as { __bench: { loginReady?: number } }).__bench.loginReady,
    );
    await page.waitForLoadState('networkidle');
    phase = 'firstPage';
    await page.getByPlaceholder('Enter your email address').fill('admin@demo.local');
    await page.getByPlaceholder('Enter your password').fill('Admin@123');
    // BENCH_CPU_PROFILE=<dir>: the page's JavaScript profile from the click to the first row.
    const profiler = process.env.BENCH_CPU_PROFILE ? await context.newCDPSession(page) : null;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.send('Profiler.start');
    }
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page
      .waitForFunction(() => (globalThis as unknown as { __bench: { rowAt?: number } }).__bench.rowAt, undefined, {
        timeout: 20_000,
      })
      .catch(async () => {
        const heading = await page
          .locator('h1')
          .first()
          .textContent({ timeout: 1_000 })
          .catch(() => null);
        throw new Error(`No list row 20 s after Sign In: the console is at ${page.url()}, heading "${heading}".`);
      });
    if (profiler) {
      const { profile } = await profiler.send('Profiler.stop');
      mkdirSync(process.env.BENCH_CPU_PROFILE!, { recursive: true });
      writeFileSync(
        path.join(process.env.BENCH_CPU_PROFILE!, `click-to-row-${ports.host}-${Date.now()}.cpuprofile`),
        JSON.stringify(profile),
      );
    }
    await page.waitForLoadState('networkidle');
    const marks = (await page.evaluate('window.__bench')) as Record<string, number>;
    // The page's own clock: when each request started and ended, against the click.
    const entries = (await page.evaluate(
      "performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd }))",
    )) as { name: string; start: number; end: number }[];
    const settle = async (list: Promise<Download | null>[]) =>
      (await Promise.all(list)).filter((d): d is Download => d !== null);
    return {
      login: await settle(downloads.login),
      firstPage: await settle(downloads.firstPage),
      waterfall: entries
        .filter((e) => e.start >= marks.clickAt! - 1)
        .map((e) => ({
          at: Math.round(e.start - marks.clickAt!),
          end: Math.round(e.end - marks.clickAt!),
          url: e.name,
        }))
        .concat([{ at: Math.round(marks.rowAt! - marks.clickAt!), end: 0, url: 'first row visible' }])
        .sort((a, b) => a.at - b.at),
      loginReadyMs: marks.loginReady!,
      clickToRowMs: marks.rowAt! - marks.clickAt!,
    };
  } finally {
    await browser.close();
  }
}

export function byPart(downloads: Download[]) {
  const parts: Record<string, { raw: number; gzip: number }> = {};
  for (const d of downloads) {
    const p = (parts[d.part] ??= { raw: 0, gzip: 0 });
    p.raw += d.raw;
    p.gzip += d.gzip;
  }
  return parts;
}

export const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
