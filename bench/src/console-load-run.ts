/** One run of the console-load bench: a fresh Chromium signs in and reads what it downloaded and when. */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

/** The ports one build is served on: its API server, host and remote-admin. */
export interface Ports {
  api: number;
  host: number;
  admin: number;
}

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
    let phase: 'login' | 'users' = 'login';
    const downloads: Record<'login' | 'users', Promise<Download | null>[]> = { login: [], users: [] };
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      const at = phase;
      downloads[at].push(
        response.body().then((body) => {
          const app = url.port === String(ports.admin) ? 'remote-admin' : 'host';
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
    await page.goto(`http://localhost:${ports.host}/login`);
    // Predicates as functions, not strings: the console's CSP forbids eval, which a string needs.
    await page.waitForFunction(
      () => (globalThis as unknown as { __bench: { loginReady?: number } }).__bench.loginReady,
    );
    await page.waitForLoadState('networkidle');
    phase = 'users';
    await page.getByPlaceholder('Enter your email address').fill('admin@demo.local');
    await page.getByPlaceholder('Enter your password').fill('Admin@123');
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
