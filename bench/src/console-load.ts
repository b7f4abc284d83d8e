/**
 * How fast the console loads, measured as an operator meets it: the production builds served
 * without compression and with caching off, the real API server on a fresh embedded database,
 * and a fresh Chromium per run, the host and all four remotes deployed, so the console lands on
 * Touchpoint Orders. Prints medians (and the min–max band) of 7 runs of:
 *  - JavaScript bytes (raw, and gzip level 6 computed here) for /login and for the first page after
 *    sign-in, split into host, shared (per library) and each remote's own code;
 *  - login ready: navigation start → the password input visible and enabled;
 *  - click to row: the click on "Sign In" → the first visible Touchpoint Orders row.
 * It also checks that no library is downloaded twice.
 *
 * `BENCH_BASELINE=<git ref>` also builds that commit's host and remotes (once, kept under the OS
 * temp dir by commit) and serves them beside this checkout's, each with its own API server,
 * alternating the runs between the two; it then prints the baseline's medians from the same run,
 * the click-to-row ratio, and whether /login JavaScript and login ready stay within 5 % of them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  APPS,
  byPart,
  kb,
  oneRun,
  portsFrom,
  sharedFiles,
  type Build,
  type Download,
  type Ports,
  type Run,
} from './console-load-run';
import { median, startServer } from './server-process';
import { BENCH_ROOT } from './targets';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
// BENCH_PORT_OFFSET moves every port, so two checkouts can run the bench at once.
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const PORTS = portsFrom(4200 + OFFSET, 3200 + OFFSET);
const BASELINE_PORTS = portsFrom(4210 + OFFSET, 3210 + OFFSET);
const BUDGET = { loginGzipKB: 220, remoteGzipKB: 60, loginReadyMs: 550, clickToRowMs: 350 };
/** /login JavaScript and login ready stay within 5 % of the baseline's medians. */
const REGRESSION = 0.05;
/** Click to row at most this share of the baseline's. */
const CLICK_TO_ROW_RATIO = 0.65;
const BASELINE_REF = process.env.BENCH_BASELINE;
type ServeApp = (o: {
  dir: string;
  port: number;
  spa?: boolean;
  apiUrl?: string;
  cache?: boolean;
  remoteOrigins?: string[];
}) => Promise<Server>;

const ROOT = path.join(BENCH_ROOT, '..');
const { serveApp } = (await import(path.join(ROOT, 'scripts', 'serve-apps.mjs'))) as { serveApp: ServeApp };

/** The host and remote builds of `ref`, built once per commit into the OS temp dir. */
function baselineRoot(ref: string): { root: string; sha: string } {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  const root = path.join(os.tmpdir(), `console-baseline-${sha.slice(0, 12)}`);
  const built = APPS.every((app) => existsSync(path.join(root, app, 'dist', 'mf-manifest.json')));
  if (!built) {
    console.log(`building the baseline ${ref} (${sha.slice(0, 12)}) in ${root}`);
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${root}"`], { cwd: ROOT, stdio: 'inherit' });
    const run = (args: string[]) => execFileSync('pnpm', args, { cwd: root, stdio: 'inherit' });
    run(['install', '--frozen-lockfile', '--prefer-offline', '--ignore-scripts']);
    run(['--filter', '@console/shared', '--filter', '@console/host', '--filter', '@console/remote-*', 'run', 'build']);
  }
  return { root, sha };
}

/** One API server and the host and remotes of `root`, on `ports`. */
async function serveBuild(root: string, ports: Ports) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  const api = await startServer(
    {
      name: 'PGlite',
      env: {
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        ...Object.fromEntries(
          REMOTES.map((app) => [
            `REMOTE_${app.slice('remote-'.length).toUpperCase()}_URL`,
            `http://localhost:${ports[app]}/mf-manifest.json`,
          ]),
        ),
      },
    },
    ports.api,
    { SEED_DEMO: '1' },
  );
  const servers = [
    await serveApp({
      dir: path.join(root, 'host', 'dist'),
      port: ports.host,
      spa: true,
      apiUrl: `http://127.0.0.1:${ports.api}`,
      cache: false,
      remoteOrigins: REMOTES.map((app) => `http://localhost:${ports[app]}`),
    }),
    ...(await Promise.all(
      REMOTES.map((app) => serveApp({ dir: path.join(root, app, 'dist'), port: ports[app], cache: false })),
    )),
  ];
  return {
    stop: async () => {
      for (const s of servers) s.close();
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const REMOTES = APPS.filter((app) => app !== 'host');
const sharedOf = async (ports: Ports) =>
  new Map(
    await Promise.all(APPS.map(async (app) => [app, await sharedFiles(`http://localhost:${ports[app]}`)] as const)),
  );

/** Each run's figure, and the band they fall in. */
const band = (xs: number[]) =>
  `${xs.map((x) => x.toFixed(0)).join(', ')} (band ${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)} ms)`;

const baseline = BASELINE_REF ? baselineRoot(BASELINE_REF) : null;
let failed = false;
const stops: (() => Promise<void>)[] = [];
try {
  stops.push((await serveBuild(ROOT, PORTS)).stop);
  const current: Build = { label: 'this checkout', ports: PORTS, shared: await sharedOf(PORTS) };
  const builds = [current];
  if (baseline) {
    stops.push((await serveBuild(baseline.root, BASELINE_PORTS)).stop);
    builds.push({
      label: `baseline ${BASELINE_REF} (${baseline.sha.slice(0, 12)})`,
      ports: BASELINE_PORTS,
      shared: await sharedOf(BASELINE_PORTS),
    });
  }
  // Warm-up: each server's first queries, the OS file cache.
  for (const b of builds) await oneRun(b);
  const runsOf = new Map<Build, Run[]>(builds.map((b) => [b, []]));
  for (let i = 0; i < RUNS; i++) {
    // Alternating, and in turn first, so the VM's noise falls on both alike.
    const order = i % 2 === 0 ? builds : [...builds].reverse();
    for (const b of order) runsOf.get(b)!.push(await oneRun(b));
  }
  const runs = runsOf.get(current)!;
  if (process.env.BENCH_WATERFALL) {
    console.log('\n/login JavaScript, file by file (gzip KB):');
    for (const d of runs[0]!.login) console.log(`  ${String(kb(d.gzip)).padStart(6)}  ${d.part.padEnd(28)} ${d.url}`);
    for (const b of builds) {
      console.log(`\nwhat went on the wire after the click, last run of ${b.label} (ms after the click):`);
      for (const r of runsOf.get(b)!.at(-1)!.waterfall)
        console.log(`  ${String(r.at).padStart(6)} → ${String(r.end).padStart(6)}  ${r.url}`);
    }
  }

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
  const afterLogin = summarise((r) => r.firstPage);
  const firstPage = summarise((r) => [...r.login, ...r.firstPage]);

  // A library twice: one shared name served by two apps, or one body downloaded from two URLs.
  const duplicates: string[] = [];
  for (const run of runs.slice(0, 1)) {
    const seen = new Map<string, string>();
    for (const d of [...run.login, ...run.firstPage]) {
      if (!d.part.startsWith('shared:')) continue;
      const other = seen.get(d.part);
      if (other && other !== d.app) duplicates.push(`${d.part} from ${other} and ${d.app}`);
      seen.set(d.part, d.app);
    }
  }
  const loginReadyMs = median(runs.map((r) => r.loginReadyMs));
  const clickToRowMs = median(runs.map((r) => r.clickToRowMs));
  const remoteOwn = afterLogin.parts['remote-transactions']?.gzip ?? 0;

  const print = (title: string, s: ReturnType<typeof summarise>) => {
    console.log(`\n${title}: ${kb(s.total.raw)} KB raw, ${kb(s.total.gzip)} KB gzip`);
    for (const [name, p] of Object.entries(s.parts).sort((a, b) => b[1].gzip - a[1].gzip)) {
      console.log(
        `  ${name.padEnd(34)} ${String(kb(p.raw)).padStart(8)} KB raw ${String(kb(p.gzip)).padStart(8)} KB gzip`,
      );
    }
  };
  print('/login JavaScript', login);
  print('/transaction-list after sign-in (added)', afterLogin);
  console.log(
    `\n/transaction-list total JavaScript: ${kb(firstPage.total.raw)} KB raw, ${kb(firstPage.total.gzip)} KB gzip`,
  );
  const verdict = (ok: boolean) => {
    if (!ok) failed = true;
    return ok ? 'within budget' : 'OVER BUDGET';
  };
  console.log(`\nmedians of ${RUNS} runs, fresh Chromium each:`);
  console.log(
    `  /login JS gzip      ${kb(login.total.gzip)} KB (budget ${BUDGET.loginGzipKB} KB) ${verdict(kb(login.total.gzip) <= BUDGET.loginGzipKB)}`,
  );
  console.log(
    `  first remote's own ${kb(remoteOwn)} KB gzip (budget ${BUDGET.remoteGzipKB} KB) ${verdict(kb(remoteOwn) <= BUDGET.remoteGzipKB)}`,
  );
  console.log(
    `  login ready         ${loginReadyMs.toFixed(0)} ms (budget ${BUDGET.loginReadyMs}) ${verdict(loginReadyMs <= BUDGET.loginReadyMs)}`,
  );
  console.log(
    `  click to row        ${clickToRowMs.toFixed(0)} ms (budget ${BUDGET.clickToRowMs}) ${verdict(clickToRowMs <= BUDGET.clickToRowMs)}`,
  );
  console.log(`  libraries twice     ${duplicates.length ? duplicates.join('; ') : 'none'}`);
  console.log(
    `  runs: login ready ${band(runs.map((r) => r.loginReadyMs))}; click to row ${band(runs.map((r) => r.clickToRowMs))}`,
  );

  let comparison: (Record<string, unknown> & { pass: boolean }) | null = null;
  if (baseline) {
    const base = builds[1]!;
    const baseRuns = runsOf.get(base)!;
    const baseLoginGzip = median(baseRuns.map((r) => r.login.reduce((sum, d) => sum + d.gzip, 0)));
    const baseLoginReady = median(baseRuns.map((r) => r.loginReadyMs));
    const baseClickToRow = median(baseRuns.map((r) => r.clickToRowMs));
    const change = (now: number, before: number) => now / before - 1;
    const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;
    const jsChange = change(login.total.gzip, baseLoginGzip);
    const readyChange = change(loginReadyMs, baseLoginReady);
    const within = (x: number) => (x <= REGRESSION ? 'PASS' : 'FAIL');
    console.log(`\nagainst ${base.label}, same run, medians of ${RUNS} alternating runs each:`);
    console.log(
      `  /login JS gzip      ${kb(login.total.gzip)} KB vs ${kb(baseLoginGzip)} KB  ${pct(jsChange)}  ${within(jsChange)} (≤ +5 %)`,
    );
    console.log(
      `  login ready         ${loginReadyMs.toFixed(0)} ms vs ${baseLoginReady.toFixed(0)} ms  ${pct(readyChange)}  ${within(readyChange)} (≤ +5 %)`,
    );
    const ratio = clickToRowMs / baseClickToRow;
    console.log(
      `  click to row        ${clickToRowMs.toFixed(0)} ms vs ${baseClickToRow.toFixed(0)} ms  ×${ratio.toFixed(2)}  ${ratio <= CLICK_TO_ROW_RATIO ? 'PASS' : 'FAIL'} (≤ ×${CLICK_TO_ROW_RATIO})`,
    );
    console.log(
      `  baseline runs: login ready ${band(baseRuns.map((r) => r.loginReadyMs))}; click to row ${band(baseRuns.map((r) => r.clickToRowMs))}`,
    );
    comparison = {
      ref: BASELINE_REF,
      sha: baseline.sha,
      loginGzip: baseLoginGzip,
      loginReadyMs: baseLoginReady,
      clickToRowMs: baseClickToRow,
      loginGzipChange: jsChange,
      loginReadyChange: readyChange,
      clickToRowRatio: ratio,
      pass: jsChange <= REGRESSION && readyChange <= REGRESSION && ratio <= CLICK_TO_ROW_RATIO,
    };
    if (!comparison.pass) failed = true;
  }

  writeFileSync(
    path.join(BENCH_ROOT, 'results', 'console-load.json'),
    `${JSON.stringify({ at: new Date().toISOString(), runs: RUNS, login, afterLogin, firstPage, loginReadyMs, clickToRowMs, duplicates, baseline: comparison }, null, 2)}\n`,
  );
} finally {
  for (const stop of stops.reverse()) await stop();
}
console.log(failed ? '\nFAIL' : '\nPASS');
if (failed) process.exitCode = 1;
