/**
 * A bulk credit's job driven by hand (this file's app does not work the queue): its progress saved
 * step by step and visible mid-way, an attempt that stops mid-step (its lease lost) resumed by the
 * next without paying anyone twice, a stale attempt writing nothing, a wallet refused with the
 * reason, the kind's `failed` and `unfinished` for the reconcile, and Run Again refused while the
 * batch is queued.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { JobContext } from '../src/lib/jobs/job-queue';
import { moveFunds } from '../src/services/customer/ledger/fund-service';
import { BatchSuperseded, saveProgress } from '../src/services/customer/wallets/bulk-credit-batch-service';
import { BulkCreditJobs } from '../src/services/customer/wallets/bulk-credit-job';
import { createTestContext, type TestContext } from './helper';
import { API, assertLedgerIntact, newCustomer, newWallet, one, rows } from './people-fixtures';

const W = `${API}/wallet`;
const STEP = 4;

/** A job's context whose signal reads aborted after `checks` reads: the lease lost mid-batch. */
function job(t: TestContext, checks = Infinity): JobContext {
  let reads = 0;
  const signal = {
    get aborted() {
      reads += 1;
      return reads > checks;
    },
    reason: new Error('the job’s lease was lost'),
  } as unknown as AbortSignal;
  return { id: 'by-hand', log: t.app.log, attempt: 1, final: false, signal };
}

describe('bulk credit: the job resumes, and pays nobody twice', () => {
  let t: TestContext;
  let ops: string;
  let jobs: BulkCreditJobs;
  let wallets: number[];
  const credit = (key: string, walletIds: number[], amount: number | string = 40) =>
    t.call(
      ops,
      'POST',
      `${W}/bulk-credit`,
      { wallet_ids: walletIds, transaction_amount: amount },
      {
        'idempotency-key': key,
      },
    );
  const batch = async (id: number) => (await t.call(ops, 'GET', `${W}/bulk-credit/${id}`)).body.data;
  const ledgerRows = async (key: string) =>
    (
      await one<{ n: number }>(
        t,
        sql`select count(*)::int as n from wallet_transactions where idempotency_key like ${`bulk:${key}:%`}`,
      )
    ).n;

  before(async () => {
    t = await createTestContext();
    ops = await t.login('ops@demo.local');
    jobs = new BulkCreditJobs(t.database.db, t.app.jobQueue, t.app.log, STEP);
    wallets = [];
    for (let i = 0; i < 10; i++) {
      const c = await newCustomer(t, ops);
      wallets.push((await newWallet(t, ops, { customer_id: c.id })).id);
    }
  });
  after(() => t.close());

  it('saves progress every step; an attempt stopped mid-step is resumed by the next, which replays what it paid', async () => {
    const res = await credit('resume-0001', wallets);
    assert.equal(res.status, 202);
    const { id } = res.body.data;
    assert.equal((await batch(id)).status, 'queued');

    // Six wallets credited, then the lease is lost before the seventh: one step (4) was saved.
    await jobs.kind.run({ batchId: id, run: 1 }, job(t, 6));
    assert.equal(await ledgerRows('resume-0001'), 6);
    const midway = await batch(id);
    assert.deepEqual(
      [midway.status, midway.total, midway.processed, midway.credited, midway.results],
      ['running', 10, 4, 4, null],
    );

    // The queue hands the job to another process: it resumes after the saved step.
    await jobs.kind.run({ batchId: id, run: 1 }, job(t));
    const done = await batch(id);
    assert.deepEqual(
      [done.status, done.processed, done.credited, done.already_credited, done.skipped, done.failed],
      ['done', 10, 8, 2, 0, 0],
    );
    assert.deepEqual(
      done.results.map((r: { outcome: string }) => r.outcome),
      [
        'credited',
        'credited',
        'credited',
        'credited',
        'replayed',
        'replayed',
        'credited',
        'credited',
        'credited',
        'credited',
      ],
    );
    assert.deepEqual(
      done.results.map((r: { wallet_id: number }) => r.wallet_id),
      wallets,
    );

    // The same job once more (a retry after it had finished) does nothing.
    await jobs.kind.run({ batchId: id, run: 1 }, job(t));
    assert.equal(await ledgerRows('resume-0001'), 10);
    const balances = await rows<{ amount: string }>(t, sql`select amount::text from wallets where id in ${wallets}`);
    assert.deepEqual(
      balances.map((b) => b.amount),
      wallets.map(() => '4000'),
    );
    await assertLedgerIntact(t);
  });

  it('an attempt taken over writes nothing more', async () => {
    const { id } = (await credit('resume-0002', wallets.slice(0, 2), 1)).body.data;
    await jobs.kind.run({ batchId: id, run: 1 }, job(t, 0));
    const { attempt } = await one<{ attempt: number }>(t, sql`select attempt from bulk_credits where id = ${id}`);
    // A second attempt begins (and stops at once): the first one's saves are refused.
    await jobs.kind.run({ batchId: id, run: 1 }, job(t, 0));
    await assert.rejects(
      saveProgress(t.database.db, { id, attempt }, 0, [
        { wallet_id: wallets[0]!, outcome: 'credited', message: null, movement_id: null, after_balance: null },
      ]),
      BatchSuperseded,
    );
    const row = await one<{ processed: number; results: number }>(
      t,
      sql`select processed, (select count(*)::int from bulk_credit_results where bulk_credit_id = ${id}) as results
          from bulk_credits where id = ${id}`,
    );
    assert.deepEqual(row, { processed: 0, results: 0 });
  });

  it('a wallet the ledger refuses is failed with the reason, and the others are credited', async () => {
    const { id } = (await credit('resume-0003', wallets.slice(0, 3), 7)).body.data;
    // The wallet's key was used for another amount before the job reached it.
    const actor = { tenantId: 1, userId: null, email: null, ip: null };
    await moveFunds(
      t.database.db,
      actor,
      { wallet_id: wallets[1]!, transaction_amount: 9 },
      `bulk:resume-0003:${wallets[1]}`,
    );
    await jobs.kind.run({ batchId: id, run: 1 }, job(t));
    const done = await batch(id);
    assert.deepEqual(
      done.results.map((r: { outcome: string; message: string | null }) => [r.outcome, r.message]),
      [
        ['credited', null],
        ['failed', 'This Idempotency-Key was already used with different parameters.'],
        ['credited', null],
      ],
    );
    assert.deepEqual([done.credited, done.failed], [2, 1]);
    await assertLedgerIntact(t);
  });

  it('failed ends a batch with the reason; unfinished lists batches left queued or running, for the reconcile', async () => {
    const { id } = (await credit('resume-0004', wallets.slice(0, 2), 3)).body.data;
    const listed = async () => (await jobs.kind.unfinished!()).filter((w) => w.data.batchId === id);
    assert.deepEqual(await listed(), [], 'a batch queued a moment ago is its job’s to start');
    await t.database.db.execute(sql`update bulk_credits set updated_at = now() - interval '1 minute' where id = ${id}`);
    assert.deepEqual(await listed(), [{ key: `${id}:1`, data: { batchId: id, run: 1 } }]);

    const refused = await t.call(ops, 'POST', `${W}/bulk-credit/${id}/run-again`, {});
    assert.deepEqual(
      [refused.status, refused.body.message],
      [409, 'This bulk credit is still running; wait for it to finish.'],
    );

    await jobs.kind.failed!({ batchId: id, run: 1 }, 'The process running this job stopped.');
    const failed = await batch(id);
    assert.deepEqual(
      [failed.status, failed.reason, failed.results],
      ['failed', 'The bulk credit could not finish: The process running this job stopped.', []],
    );
    assert.deepEqual(await listed(), []);

    // Run Again starts run 2: a late job of run 1 does nothing, run 2's job credits the wallets.
    const again = await t.call(ops, 'POST', `${W}/bulk-credit/${id}/run-again`, {});
    assert.equal(again.status, 202);
    await jobs.kind.run({ batchId: id, run: 1 }, job(t));
    assert.equal((await batch(id)).status, 'queued');
    await jobs.kind.run({ batchId: id, run: 2 }, job(t));
    const done = await batch(id);
    assert.deepEqual([done.status, done.reason, done.credited], ['done', null, 2]);
    assert.equal(await ledgerRows('resume-0004'), 2);
  });
});
