#!/usr/bin/env node
/**
 * Runs the server suite on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
 * Each leg migrates and seeds one template, and every test file copies it. In CI (`CI` set) the
 * PostgreSQL leg is required: a run without TEST_DATABASE_URL fails at once rather than passing
 * on PGlite alone.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
/** CI=1 or CI=true, as CI services set it; CI=0/false (or unset) is a local run. */
const inCi = !['', '0', 'false'].includes((process.env.CI ?? '').trim().toLowerCase());
const files = readdirSync(path.join(root, 'test'))
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .map((f) => path.join('test', f));

function run(cmd, args, env) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0)
    throw new Error(`${path.basename(cmd)} ${args.slice(0, 3).join(' ')} … exited with ${result.status}`);
}

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const cache = path.join(root, '.cache');
mkdirSync(cache, { recursive: true });

function leg(name, env) {
  console.log(`\n=== server suite on ${name} (${files.length} files) ===`);
  const started = Date.now();
  run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files], env);
  console.log(`=== ${name}: passed in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
}

try {
  main();
} catch (error) {
  console.error(`\nserver suite failed: ${error.message}`);
  process.exitCode = 1;
}

function main() {
  if (inCi && !process.env.TEST_DATABASE_URL)
    throw new Error('CI is set but TEST_DATABASE_URL is not: the PostgreSQL leg cannot be skipped in CI (see .ci/run)');
  const tarball = path.join(cache, `template-${process.pid}.tar`);
  run(tsx, ['test/make-template.ts', 'pglite', tarball]);
  try {
    leg('PGlite', { TEST_DB_KIND: 'pglite', TEST_PGLITE_TEMPLATE: tarball });
  } finally {
    rmSync(tarball, { force: true });
  }

  if (process.env.TEST_DATABASE_URL) {
    const template = `console_tpl_${process.pid}`;
    run(tsx, ['test/make-template.ts', 'postgres', template]);
    try {
      leg('PostgreSQL', {
        TEST_DB_KIND: 'postgres',
        TEST_PG_TEMPLATE: template,
      });
    } finally {
      spawnSync(tsx, ['test/make-template.ts', 'drop', template], {
        cwd: root,
        stdio: 'inherit',
      });
    }
  } else {
    console.log('\n=== PostgreSQL leg skipped: TEST_DATABASE_URL is not set ===');
  }
}
