#!/usr/bin/env node
/**
 * `pnpm cluster`: the console at scale on one machine — PostgreSQL (started if down), N API instances
 * (CLUSTER_INSTANCES, default 3; each with its own DATA_DIR under .cluster/), nginx balancing them on
 * :4000, the reference feed, the console on :3000 and the touchpoint simulator. Prints where each part
 * is; Ctrl+C stops everything. CLUSTER_FRESH=1 starts from an empty database.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { clusterDatabase, ensurePostgres, ROOT, startCluster } from './lib/cluster.mjs';

const adminUrl = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const instances = Number(process.env.CLUSTER_INSTANCES ?? 3);
const children = [];
let cluster;

const stop = async () => {
  for (const child of children) child.kill('SIGTERM');
  await cluster?.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

await ensurePostgres(adminUrl);
const databaseUrl = await clusterDatabase(adminUrl, process.env.CLUSTER_DB ?? 'console_cluster', {
  fresh: process.env.CLUSTER_FRESH === '1',
});
const run = (args, env = {}) => {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
  children.push(child);
  return child;
};
run(['scripts/reference-feed.mjs']);
cluster = await startCluster({ databaseUrl, instances, log: (line) => console.log(line) });
run(['scripts/serve-apps.mjs'], { API_URL: cluster.url });
run([
  'scripts/touchpoint-simulator.mjs',
  'run',
  '--api',
  cluster.url,
  '--machines',
  '3',
  '--interval',
  '20',
  '--state',
  path.join(cluster.prefix, 'simulator.json'),
]);

console.log(`
The cluster is up:
  console          http://localhost:3000   (sign in with admin@demo.local / Admin@123)
  load balancer    ${cluster.url}   (nginx, config ${path.join(cluster.prefix, 'nginx.conf')}, logs beside it)
${cluster.instances.map((n) => `  api-${n.index}            ${n.url}   (pid ${n.pid()}, data ${n.dataDir}, log ${path.join(cluster.prefix, `api-${n.index}.log`)})`).join('\n')}
  database         ${databaseUrl.replace(/\/\/[^@]*@/, '//')}
  feed             http://127.0.0.1:3900
  simulator        three machines, a vend every ~20 s each
Ctrl+C stops everything.`);
