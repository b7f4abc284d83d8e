/**
 * The durable job queue on both databases: a job whose process stopped renewing its lease is handed
 * to another process and runs again there; a malformed payload ends its job at once, never retried;
 * the reconcile queues work that lost its job and fails work whose job gave up; recurring work runs
 * one pass at a time across queues.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../src/db/client';
import { JobQueue, QUEUE_SCHEMA, type JobKind, type QueueOptions } from '../src/lib/jobs/job-queue';
import { openTestDatabase } from './helper';

const Work = Type.Object({ n: Type.Integer() });
const log = Fastify({ logger: { level: 'silent' } }).log;
const options = (overrides: Partial<QueueOptions> = {}): QueueOptions => ({
  retryLimit: 3,
  retryDelaySeconds: 1,
  pollSeconds: 1,
  expireSeconds: 600,
  leaseSeconds: 3600,
  workers: 'all',
  ...overrides,
});

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('job queue', () => {
  let database: Database;
  const queues: JobQueue[] = [];
  const queue = async (overrides: Partial<QueueOptions> = {}) => {
    const q = new JobQueue(database, options(overrides), log);
    await q.start();
    queues.push(q);
    return q;
  };
  before(async () => {
    database = await openTestDatabase();
  });
  after(async () => {
    await Promise.all(queues.map((q) => q.stop(500)));
    await database.close();
  });

  it('hands a job whose process stopped renewing its lease to another process, which runs it again', async () => {
    const attempts: { attempt: number; by: string }[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const kind = (by: string): JobKind => ({
      queue: 'test-lease',
      payload: Type.Object({ n: Type.Integer() }),
      run: async (_data, job) => {
        attempts.push({ attempt: job.attempt, by });
        // The first attempt never ends by itself: its process is as good as dead.
        if (job.attempt === 1) await held;
      },
    });
    const first = await queue();
    await first.work(kind('first'));
    const id = await first.send(kind('first'), { n: 1 }, { key: 'one' });
    await until(() => attempts.length === 1, 'the first attempt');
    // The lease runs out (the first process stopped renewing it): another process hands the job back.
    await database.db.execute(sql`update job_leases set expires_at = now() - interval '1 second' where job_id = ${id}`);
    const second = await queue();
    assert.equal(await second.reap(), 1);
    await second.work(kind('second'));
    await until(() => attempts.length === 2, 'the second attempt');
    assert.deepEqual(attempts, [
      { attempt: 1, by: 'first' },
      { attempt: 2, by: 'second' },
    ]);
    await second.drain(['test-lease']);
    release();
  });

  it('queues jobs sent at once to a queue nobody declared yet, from one process and from two', async () => {
    const kind: JobKind = { queue: 'test-first-send', payload: Work, run: async () => undefined };
    const [a, b] = [await queue({ workers: [] }), await queue({ workers: [] })];
    // pg-boss creates a queue in a function that deadlocks against itself when called at once.
    const ids = await Promise.all(Array.from({ length: 20 }, (_, n) => (n % 2 ? a : b).send(kind, { n })));
    assert.equal(new Set(ids).size, 20);
  });

  it('ends a job with a malformed payload at once, never retried, telling the kind', async () => {
    const failed: [unknown, string][] = [];
    let runs = 0;
    const kind: JobKind = {
      queue: 'test-malformed',
      payload: Type.Object({ n: Type.Integer() }),
      run: async () => {
        runs += 1;
      },
      failed: async (data, reason) => {
        failed.push([data, reason]);
      },
    };
    const q = await queue();
    await q.work(kind);
    await q.send(kind, { n: 'not a number' } as never);
    await until(() => failed.length === 1, 'the failure');
    await q.drain(['test-malformed']);
    assert.equal(runs, 0);
    assert.equal(failed[0]![0], undefined);
    assert.match(failed[0]![1], /malformed payload: \/n/);
  });

  it('a paused (draining) process finishes the job it runs and takes no new one; another process does', async () => {
    const runs: { n: number; by: string }[] = [];
    let started = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const kind = (by: string): JobKind<typeof Work> => ({
      queue: 'test-pause',
      payload: Work,
      run: async (data) => {
        if (data.n === 1) {
          started = true;
          await held;
        }
        runs.push({ n: data.n, by });
      },
    });
    const draining = await queue();
    await draining.work(kind('draining'));
    await draining.send(kind('draining'), { n: 1 });
    await until(() => started, 'the first job to start');
    await draining.pause();
    release();
    await until(() => runs.length === 1, 'the running job to finish');
    // Sent through the draining process, which would be woken at once if it still took jobs.
    await draining.send(kind('draining'), { n: 2 });
    const other = await queue();
    await other.work(kind('other'));
    await until(() => runs.length === 2, 'the second job');
    assert.deepEqual(runs, [
      { n: 1, by: 'draining' },
      { n: 2, by: 'other' },
    ]);
  });

  it('queues unfinished work that lost its job, and fails work whose job gave up', async () => {
    const ran: number[] = [];
    const failed: [number, string][] = [];
    let lostPending = true;
    let gaveUpPending = true;
    const GAVE_UP = 'The work was interrupted too many times and was given up.';
    const kind: JobKind<typeof Work> = {
      queue: 'test-reconcile',
      payload: Work,
      retryLimit: 0,
      run: async (data) => {
        ran.push(data.n);
        if (data.n === 8) throw new Error('it keeps failing');
      },
      failed: async (data, reason) => {
        if (data) failed.push([data.n, reason]);
        if (reason === GAVE_UP) gaveUpPending = false;
      },
      // Work 7 was stored but its job never queued; work 8's job failed for good and the row still
      // says unfinished (as when its process died during the last attempt).
      unfinished: async () => [
        ...(lostPending ? [{ key: 'lost', data: { n: 7 } }] : []),
        ...(gaveUpPending ? [{ key: 'gave-up', data: { n: 8 } }] : []),
      ],
    };
    const q = await queue();
    await q.work(kind, 1);
    await until(() => ran.includes(7), 'the lost work to run');
    lostPending = false;
    await until(() => !gaveUpPending, 'the work whose job gave up to be failed by the reconcile');
    assert.deepEqual(
      ran.filter((n) => n === 7),
      [7],
      'queued once, run once',
    );
    assert.ok(failed.some(([n, reason]) => n === 8 && reason === GAVE_UP));
  });
});

describe('job queue stop', () => {
  it('lets go of the database: a job that outlives the stop is told, failed to run again, and its completion never reaches the closed database', async () => {
    const database = await openTestDatabase();
    const lines: { msg: string }[] = [];
    const logged = Fastify({
      logger: { level: 'debug', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    }).log;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      let started = false;
      let aborted = false;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const kind: JobKind<typeof Work> = {
        queue: 'test-stop',
        payload: Work,
        // Ignores the signal on purpose: a job that cannot stop at once.
        run: async (_data, job) => {
          started = true;
          job.signal.addEventListener('abort', () => (aborted = true));
          await held;
        },
      };
      const q = new JobQueue(database, options(), logged);
      await q.start();
      await q.work(kind);
      const id = await q.send(kind, { n: 1 });
      await until(() => started, 'the job to start');
      await q.stop(1000);
      assert.ok(aborted, 'the running job was told the queue stopped');
      const [job] = (await database.executeSql(`select state from ${QUEUE_SCHEMA}.job where id = $1`, [id])).rows as {
        state: string;
      }[];
      assert.equal(job?.state, 'retry', 'handed back, to run again');
      await database.close();
      // The job ends after the database closed: pg-boss completes it, unawaited, through the queue.
      release();
      await until(
        () => lines.some((l) => l.msg === 'job queue stopped: a late statement of pg-boss was dropped'),
        'the late completion to be dropped',
      );
      assert.deepEqual(unhandled, []);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('refuses, with the reason, whatever is asked of it after the stop', async () => {
    const database = await openTestDatabase();
    try {
      const kind: JobKind<typeof Work> = { queue: 'test-stopped', payload: Work, run: async () => undefined };
      const q = new JobQueue(database, options(), log);
      await q.start();
      await q.work(kind);
      await q.stop(1000);
      const refused = (reason: string) => ({ message: `the job queue is stopped: ${reason}` });
      await assert.rejects(q.send(kind, { n: 1 }), refused('nothing more can be queued'));
      await assert.rejects(q.depths(), refused('its depths are unknown'));
      await assert.rejects(q.drain([kind.queue]), refused('nothing will drain'));
      await assert.rejects(q.work(kind), refused('it takes no work'));
      await assert.rejects(
        q.every('test-stopped-pass', 60, async () => undefined),
        refused('it takes no work'),
      );
    } finally {
      await database.close();
    }
  });
});
