/**
 * Chaos: three API instances behind nginx on one PostgreSQL (`pnpm cluster`'s parts), machines vending
 * with retries, operator refunds racing the automatic ones, two channel syncs and three reports — and
 * every CHAOS_KILL_EVERY seconds one instance killed with SIGKILL, then started again. Afterwards:
 * every acknowledged vend exists exactly once; every wallet's balance is the sum of its ledger; every
 * refund happened once; every report was mailed once (the SMTP receiver counts) and downloads from
 * every instance; every sync run ended, never two of one channel at once; no job left running; no 5xx
 * but connections cut by a kill (nginx's 502/504). Prints the counts; exits non-zero on a violation.
 * Usage: pnpm --filter @console/bench chaos            (2 minutes, 50 machines, a kill every 10 s)
 *        pnpm --filter @console/bench chaos --short    (30 s, 10 machines: what `npm test` runs in CI)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { clusterDatabase, ensurePostgres, ROOT, startCluster } from '../../scripts/lib/cluster.mjs';
import { startSmtpReceiver } from '@console/server/test/smtp-receiver';
import { driveLoad, type Client, type Counts } from './chaos-load';
import { checkInvariants } from './chaos-checks';
import { exitWithVerdict, PG_ADMIN_URL } from './targets';

const short = process.argv.includes('--short');
const SECONDS = Number(process.env.CHAOS_SECONDS ?? (short ? 30 : 120));
const MACHINES = Number(process.env.CHAOS_MACHINES ?? (short ? 10 : 50));
const KILL_EVERY = Number(process.env.CHAOS_KILL_EVERY ?? 10);
const API_PORT = Number(process.env.CHAOS_PORT ?? 4800);
const FEED_PORT = 3950;

const log = (line: string) => console.log(`[chaos ${new Date().toISOString().slice(11, 19)}] ${line}`);

const smtp = await startSmtpReceiver();
await ensurePostgres(PG_ADMIN_URL);
const databaseUrl = await clusterDatabase(PG_ADMIN_URL, 'console_chaos', { fresh: true });
const feed = spawn(process.execPath, ['scripts/reference-feed.mjs', '--port', String(FEED_PORT)], {
  cwd: ROOT,
  stdio: 'ignore',
});
const cluster = await startCluster({
  databaseUrl,
  instances: 3,
  apiPort: API_PORT,
  prefix: path.join(ROOT, 'bench', '.data', 'chaos'),
  env: {
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    FEED_PORT: String(FEED_PORT),
    JOB_LEASE_SECONDS: '6',
    JOB_POLL_SECONDS: '1',
    REPORT_RETRY_DELAY_SECONDS: '1',
    VEND_RESULT_TIMEOUT: '15',
    VEND_SWEEP_INTERVAL: '3',
    CONSOLE_URL: 'http://console.chaos.test',
  },
  log,
});
const database = new pg.Client({ connectionString: databaseUrl });
await database.connect();

const cleanUp = async () => {
  await database.end();
  await cluster.stop();
  feed.kill('SIGTERM');
  await smtp.close();
};
await exitWithVerdict(cleanUp, async () => {
  const counts: Counts = await driveLoad({
    url: cluster.url,
    machines: MACHINES,
    seconds: SECONDS,
    feedPort: FEED_PORT,
    log,
    chaos: async (stop) => {
      let kills = 0;
      const restarts: Promise<void>[] = [];
      while (!stop.aborted) {
        await new Promise((resolve) => setTimeout(resolve, KILL_EVERY * 1000));
        if (stop.aborted) break;
        // One instance always serves: a kill waits while the last one killed is still starting.
        const alive = cluster.instances.filter((n) => n.alive());
        if (alive.length < 2) continue;
        const node = alive[Math.floor(Math.random() * alive.length)]!;
        await node.kill('SIGKILL');
        kills += 1;
        log(`killed api-${node.index} (kill ${kills}); starting it again`);
        restarts.push(node.start());
      }
      await Promise.all(restarts);
      return kills;
    },
  });
  for (const node of cluster.instances) if (!node.alive()) await node.start();
  const client: Client = { url: cluster.url, token: counts.adminToken };
  const violations = await checkInvariants({
    database,
    smtp,
    instances: cluster.instances.map((n) => n.url),
    client,
    counts,
    log,
  });
  for (const v of violations) console.log(`VIOLATION: ${v}`);
  console.log(violations.length > 0 ? 'FAIL' : 'PASS');
  return violations.length === 0;
});
