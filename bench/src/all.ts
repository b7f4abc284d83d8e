/**
 * Every benchmark in turn (`pnpm bench` at the root): the large-set seed, then each bench; one that
 * fails (a FAIL against its budget, or an error) does not stop the others. Prints which passed and
 * exits non-zero when any failed. `console-load` needs the production builds: run `pnpm build`
 * first, or leave it out with BENCH_SKIP=load. BENCH_ONLY=sync,vends runs only those.
 */
import { spawnSync } from 'node:child_process';
import { BENCH_ROOT } from './targets';

const ALL = [
  'seed',
  'api',
  'funds',
  'export-health',
  'sync',
  'vends',
  'orders',
  'search',
  'imports',
  'reports',
  'churn',
  'load',
];
const list = (name: string) =>
  (process.env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const only = list('BENCH_ONLY');
const skip = list('BENCH_SKIP');
const chosen = ALL.filter((b) => (only.length === 0 || only.includes(b)) && !skip.includes(b));

const outcomes: [string, number | null][] = [];
for (const bench of chosen) {
  console.log(`\n=== bench: ${bench} ===`);
  const result = spawnSync('pnpm', ['run', bench], { cwd: BENCH_ROOT, stdio: 'inherit' });
  outcomes.push([bench, result.status]);
}
console.log('\n=== benches ===');
for (const [bench, status] of outcomes) console.log(`${status === 0 ? 'PASS' : 'FAIL'}  ${bench}`);
if (outcomes.some(([, status]) => status !== 0)) process.exitCode = 1;
