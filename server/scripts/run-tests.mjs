#!/usr/bin/env node
/**
 * Runs the server suite on PGlite and, side by side, on PostgreSQL when TEST_DATABASE_URL is set.
 * Each leg migrates and seeds one template, and every test file copies it. In CI (`CI` set) the
 * PostgreSQL leg is required: a run without TEST_DATABASE_URL fails at once rather than passing
 * on PGlite alone.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
/** CI=1 or CI=true, as CI services set it; CI=0/false (or unset) is a local run. */
const inCi = !['', '0', 'false'].includes((process.env.CI ?? '').trim().toLowerCase());
const files = readdirSync(path.join(root, 'test'))
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .map((f) => path.join('test', f));

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const cache = path.join(root, '.cache');
mkdirSync(cache, { recursive: true });

async function leg(name, env) {
  console.log(`\n=== server suite on ${name} (${files.length} files) ===`);
  const started = Date.now();
  await runAsync(
    name,
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
    // NODE_ENV=test turns on the checks that are too dear for a running server (statement-cache.ts).
    { NODE_ENV: 'test', ...env },
  );
  console.log(`=== ${name}: passed in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
}

/** Runs a command with each output line prefixed by its leg, so two legs can share the log. */
function runAsync(name, cmd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${name}: ${path.basename(cmd)} ${args.slice(0, 3).join(' ')} … exited with ${code}`)),
    );
  });
}

main().catch((error) => {
  console.error(`\nserver suite failed: ${error.message}`);
  process.exitCode = 1;
});

async function main() {
  if (inCi && !process.env.TEST_DATABASE_URL)
    throw new Error('CI is set but TEST_DATABASE_URL is not: the PostgreSQL leg cannot be skipped in CI (see .ci/run)');
  // The two legs run side by side: the PostgreSQL leg waits on its server much of the time, which
  // the PGlite leg (all CPU, in process) fills; one after the other took minutes more of CI.
  const legs = [pgliteLeg()];
  if (process.env.TEST_DATABASE_URL) legs.push(postgresLeg());
  else console.log('\n=== PostgreSQL leg skipped: TEST_DATABASE_URL is not set ===');
  const results = await Promise.allSettled(legs);
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length > 0) throw new Error(failed.map((r) => r.reason.message).join('; '));
}

async function pgliteLeg() {
  const tarball = path.join(cache, `template-${process.pid}.tar`);
  try {
    await runAsync('PGlite', tsx, ['test/make-template.ts', 'pglite', tarball]);
    await leg('PGlite', { TEST_DB_KIND: 'pglite', TEST_PGLITE_TEMPLATE: tarball });
  } finally {
    rmSync(tarball, { force: true });
  }
}

async function postgresLeg() {
  const template = `console_tpl_${process.pid}`;
  try {
    await runAsync('PostgreSQL', tsx, ['test/make-template.ts', 'postgres', template]);
    await leg('PostgreSQL', { TEST_DB_KIND: 'postgres', TEST_PG_TEMPLATE: template });
  } finally {
    spawnSync(tsx, ['test/make-template.ts', 'drop', template], { cwd: root, stdio: 'inherit' });
  }
}
