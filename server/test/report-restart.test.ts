/**
 * A report queued just before the server is killed (`kill -9`, no chance to finish anything) is
 * mailed after the restart: the queue is in the database, not in the process. The server runs as
 * a real process on a data dir (PGlite) or a database of its own (PostgreSQL), as deployed.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { SERVER_ROOT } from '../src/config';
import { dbKind, PASSWORDS, TEST_JWT_SECRET } from './helper';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('a report queued before kill -9 is sent after the restart', () => {
  let smtp: SmtpReceiver;
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let child: ChildProcess | undefined;
  let port: number;

  before(async () => {
    smtp = await startSmtpReceiver();
    dataDir = mkdtempSync(path.join(tmpdir(), 'report-restart-'));
    port = await freePort();
    if (dbKind === 'pglite') {
      // The migrated, seeded template, unpacked into the data dir the server opens.
      const template = new Blob([readFileSync(process.env.TEST_PGLITE_TEMPLATE!)]);
      const lite = await PGlite.create({ dataDir, loadDataDir: template });
      await lite.close();
    } else {
      const admin = process.env.TEST_DATABASE_URL!;
      const name = `console_restart_${process.pid}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.query(`create database "${name}" template "${process.env.TEST_PG_TEMPLATE!}"`);
      await client.end();
      const url = new URL(admin);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const drop = new pg.Client({ connectionString: admin });
        await drop.connect();
        await drop.query(`drop database if exists "${name}" with (force)`);
        await drop.end();
      };
    }
  });

  after(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await smtp.close();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts the API as `pnpm start` would (from the sources), resolving once it listens. */
  /** What the running server printed, shown when an assertion about it fails. */
  let output = '';

  async function startServer(jobWorker: '0' | '1'): Promise<ChildProcess> {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        JWT_SECRET: TEST_JWT_SECRET,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        SMTP_URL: smtp.url,
        JOB_POLL_SECONDS: '1',
        JOB_WORKER: jobWorker,
        REPORT_RETRY_DELAY_SECONDS: '1',
        VEND_SWEEP_INTERVAL: '0',
        REMOTES_CONFIG: '/nonexistent-remotes.json',
        SHUTDOWN_DRAIN_SECONDS: '5',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start: ${output}`)), 60_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('API listening')) {
          clearTimeout(timer);
          resolve();
        }
      };
      proc.stdout!.on('data', onData);
      proc.stderr!.on('data', onData);
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited with ${code}: ${output}`));
      });
    });
    proc.removeAllListeners('exit');
    return proc;
  }

  async function call(token: string | null, method: string, url: string, body?: unknown) {
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as any };
  }

  it('survives kill -9 between the 202 and the send', async () => {
    // First life: a process that works no queue, so the job is still queued when killed.
    child = await startServer('0');
    const login = await call(null, 'POST', '/api/merchant/users/login', {
      email: 'admin@demo.local',
      password: PASSWORDS['admin@demo.local'],
    });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    const queued = await call(login.body.token, 'POST', '/api/report/reports', {
      kind: 'transactions',
      format: 'csv',
      filters: { range: '1d' },
    });
    assert.equal(queued.status, 202, JSON.stringify(queued.body));
    assert.equal(queued.body.data.status, 'queued');
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const id = queued.body.data.id as number;
    assert.equal(smtp.received.length, 0, 'nothing was mailed before the kill');

    // Second life: the same job is taken from the database and mailed.
    child = await startServer('1');
    const mail = await smtp.waitFor(
      (m) => m.attachments.some((a) => a.filename === `transaction-report-${id}.csv`),
      60_000,
    );
    assert.equal((mail.to as { text: string }).text, 'admin@demo.local');
    const again = await call(null, 'POST', '/api/merchant/users/login', {
      email: 'admin@demo.local',
      password: PASSWORDS['admin@demo.local'],
    });
    const until = Date.now() + 20_000;
    let job: { status: string; attempts: number } | undefined;
    while (Date.now() < until) {
      const list = await call(again.body.token, 'POST', '/api/report/reports/list', { limit: 10 });
      job = (list.body.data as { id: number; status: string; attempts: number }[]).find((j) => j.id === id);
      if (job?.status === 'sent') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.equal(job?.status, 'sent');
    assert.equal(job?.attempts, 1, 'one attempt: the first life never started it');

    // A graceful stop (SIGTERM): readiness answers 503 at once while requests are still served for
    // SHUTDOWN_DRAIN_SECONDS; then it closes the queue and the database and exits 0.
    const stopped = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    child!.kill('SIGTERM');
    let ready = await call(null, 'GET', '/api/report/health/ready');
    for (let i = 0; ready.status === 200 && i < 50; i++) ready = await call(null, 'GET', '/api/report/health/ready');
    assert.equal(ready.status, 503);
    assert.equal(ready.body.status, 'draining');
    assert.equal((await call(null, 'GET', '/api/report/health/live')).status, 200);
    const served = await call(again.body.token, 'POST', '/api/report/reports/list', { limit: 1 });
    assert.equal(served.status, 200, 'a request while draining is still served');
    assert.equal(await stopped, 0, `the server's output:\n${output}`);
  });
});
