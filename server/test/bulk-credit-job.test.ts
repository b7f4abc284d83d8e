/**
 * Bulk credit as a job: the POST stores the batch and queues it (this file's app works the queue),
 * the job credits every active wallet once and says why it skipped or failed the others, the same
 * Idempotency-Key answers the same batch, Run Again pays nobody twice, a refusal stores nothing,
 * and another tenant sees none of it. The job's resume, its progress and its reconcile are in
 * bulk-credit-resume.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { BULK_CREDIT_QUEUE } from '../src/services/customer/wallets/bulk-credit-job';
import { SYNC_QUEUE } from '../src/services/merchant/sync/sync-job';
import { createTestContext, type TestContext } from './helper';
import { API, assertLedgerIntact, newCustomer, newWallet, one, rows } from './people-fixtures';

const W = `${API}/wallet`;
const KEY = 'batch-00000001';
const KEY_REUSED = 'This Idempotency-Key was already used with different parameters.';

type Result = { wallet_id: number; outcome: string; message: string | null; movement_id: number | null };

describe('bulk credit: a job on the queue', () => {
  let t: TestContext;
  let ops: string;
  let acme: string;
  let live: number[];
  let deleted: number;
  let inactive: number;
  let foreign: number;
  const credit = (body: Record<string, unknown>, key: string | null = KEY, token = ops) =>
    t.call(token, 'POST', `${W}/bulk-credit`, body, key ? { 'idempotency-key': key } : {});
  const counts = async () =>
    one<{ batches: number; ledger: number }>(
      t,
      sql`select (select count(*) from bulk_credits)::int as batches, (select count(*) from wallet_transactions)::int as ledger`,
    );
  const balances = async (ids: number[]) =>
    (await rows<{ amount: string }>(t, sql`select amount::text from wallets where id in ${ids} order by id`)).map(
      (r) => r.amount,
    );

  before(async () => {
    t = await createTestContext({ jobWorkers: [SYNC_QUEUE, BULK_CREDIT_QUEUE] });
    ops = await t.login('ops@demo.local');
    acme = await t.login('admin@acme.local');
    live = [];
    for (let i = 0; i < 3; i++) {
      const c = await newCustomer(t, ops);
      live.push((await newWallet(t, ops, { customer_id: c.id })).id);
    }
    const c = await newCustomer(t, ops);
    deleted = (await newWallet(t, ops, { customer_id: c.id, name: 'Closed Wallet' })).id;
    assert.equal((await t.call(ops, 'DELETE', `${W}/${deleted}`)).status, 204);
    inactive = (await newWallet(t, ops, { customer_id: c.id, name: 'Paused Wallet', status: 0 })).id;
    foreign = (
      await one<{ id: number }>(
        t,
        sql`select id from wallets where tenant_id = 2 and status = 1 and deleted_at is null limit 1`,
      )
    ).id;
  });
  after(() => t.close());

  it('stores and queues the batch (202), then credits every active wallet once and says why it skipped the others', async () => {
    const body = { wallet_ids: [...live, deleted, inactive, 999999, foreign], transaction_amount: 150.25 };
    const res = await credit({ ...body, remark: ' Diwali bonus ' });
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.deepEqual(
      [res.body.data.status, res.body.data.total, res.body.data.processed, res.body.data.results],
      ['queued', 7, 0, null],
    );
    await t.settle();

    const done = await t.call(ops, 'GET', `${W}/bulk-credit/${res.body.data.id}`);
    assert.equal(done.status, 200);
    const { results, ...batch } = done.body.data;
    assert.deepEqual(
      [batch.status, batch.processed, batch.credited, batch.already_credited, batch.skipped, batch.failed],
      ['done', 7, 3, 0, 4, 0],
    );
    assert.deepEqual([batch.transaction_amount, batch.remark, batch.reason], [150.25, 'Diwali bonus', null]);
    assert.deepEqual(
      results.map((r: Result & { after_balance: number | null }) => [
        r.wallet_id,
        r.outcome,
        r.message,
        r.after_balance,
      ]),
      [
        ...live.map((id) => [id, 'credited', null, 150.25]),
        [deleted, 'skipped', 'The wallet is deleted.', null],
        [inactive, 'skipped', 'The wallet is inactive.', null],
        [999999, 'skipped', 'Wallet not found.', null],
        [foreign, 'skipped', 'Wallet not found.', null],
      ],
    );
    // Each credit is an ordinary movement keyed by the batch, made and audited as the operator.
    const ledger = await rows<{ id: number; key: string; remark: string; by: string }>(
      t,
      sql`select x.id::int as id, x.idempotency_key as key, x.remark, u.email as by from wallet_transactions x
          join users u on u.id = x.created_by where x.idempotency_key like ${`bulk:${KEY}:%`} order by x.id`,
    );
    assert.deepEqual(
      ledger.map(({ key, remark, by }) => ({ key, remark, by })),
      live.map((id) => ({ key: `bulk:${KEY}:${id}`, remark: 'Diwali bonus', by: 'ops@demo.local' })),
    );
    assert.deepEqual(
      results.slice(0, 3).map((r: Result) => r.movement_id),
      ledger.map((l) => l.id),
    );
    const audit = await one<{ n: number }>(
      t,
      sql`select count(*)::int as n from audit_log where action = 'fund' and user_email = 'ops@demo.local'
          and entity_id in ${live.map(String)}`,
    );
    assert.equal(audit.n, 3);
    assert.deepEqual(await balances(live), ['15025', '15025', '15025']);
    await assertLedgerIntact(t);
  });

  it('the same key again answers the same batch (200) and stores nothing; with other parameters it is 409', async () => {
    const before = await counts();
    const first = await one<{ id: number }>(t, sql`select id from bulk_credits where batch_key = ${KEY}`);
    const body = { wallet_ids: [...live, deleted, inactive, 999999, foreign], transaction_amount: '150.25' };
    const again = await credit({ ...body, remark: 'Diwali bonus' });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.deepEqual([again.body.data.id, again.body.data.status], [first.id, 'done']);
    assert.equal(again.body.data.results.length, 7);
    for (const other of [
      { ...body, remark: 'Diwali bonus', transaction_amount: 200 },
      { ...body, remark: 'Another remark' },
      { ...body, remark: 'Diwali bonus', wallet_ids: live },
    ]) {
      const res = await credit(other);
      assert.deepEqual([res.status, res.body.message], [409, KEY_REUSED]);
    }
    await t.settle();
    assert.deepEqual(await counts(), before);
    assert.deepEqual(await balances(live), ['15025', '15025', '15025']);
  });

  it('Run Again runs the batch from its first wallet: those paid answer "replayed", nobody is paid twice', async () => {
    const { id } = await one<{ id: number }>(t, sql`select id from bulk_credits where batch_key = ${KEY}`);
    const before = await counts();
    const res = await t.call(ops, 'POST', `${W}/bulk-credit/${id}/run-again`, {});
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.deepEqual([res.body.data.status, res.body.data.processed, res.body.data.results], ['queued', 0, null]);
    await t.settle();
    const again = (await t.call(ops, 'GET', `${W}/bulk-credit/${id}`)).body.data;
    assert.deepEqual(
      [again.status, again.processed, again.credited, again.already_credited, again.skipped, again.failed],
      ['done', 7, 0, 3, 4, 0],
    );
    assert.deepEqual(
      again.results.slice(0, 3).map((r: Result) => r.outcome),
      ['replayed', 'replayed', 'replayed'],
    );
    assert.deepEqual(await counts(), before);
    assert.deepEqual(await balances(live), ['15025', '15025', '15025']);
  });

  it('refuses a bad amount, key or wallet list with its message, before anything is stored', async () => {
    const before = await counts();
    const refused = async (body: Record<string, unknown>, key: string | null = 'batch-00000002') => {
      const res = await credit(body, key);
      assert.equal(res.status, 400, `${JSON.stringify(body).slice(0, 80)} ${key}`);
      assert.equal(typeof res.body.message, 'string');
      return res.body.message as string;
    };
    for (const amount of [0, '0.00', '1e3', 1000000.01])
      await refused({ wallet_ids: live, transaction_amount: amount });
    assert.equal(
      await refused({ wallet_ids: live, transaction_amount: -10 }),
      'A bulk credit adds money: transaction_amount must be greater than zero.',
    );
    assert.equal(
      await refused({ wallet_ids: live, transaction_amount: 12.345 }),
      'transaction_amount must be an amount in rupees with at most two decimals.',
    );
    assert.match(await refused({ wallet_ids: live, transaction_amount: 10 }, null), /idempotency-key is required/i);
    await refused({ wallet_ids: live, transaction_amount: 10 }, 'short');
    await refused({ wallet_ids: [live[0], live[0]], transaction_amount: 10 });
    await refused({ wallet_ids: [], transaction_amount: 10 });
    await refused({ wallet_ids: Array.from({ length: 10_001 }, (_, i) => i + 1), transaction_amount: 10 });
    await t.settle();
    assert.deepEqual(await counts(), before);
    await assertLedgerIntact(t);
  });

  it('keeps tenants apart: another tenant’s batch is 404, its key its own, its wallets out of reach', async () => {
    const { id } = await one<{ id: number }>(t, sql`select id from bulk_credits where batch_key = ${KEY}`);
    for (const [method, url] of [
      ['GET', `${W}/bulk-credit/${id}`],
      ['POST', `${W}/bulk-credit/${id}/run-again`],
    ] as const) {
      const res = await t.call(acme, method, url, method === 'POST' ? {} : undefined);
      assert.deepEqual([res.status, res.body.message], [404, 'Bulk credit not found.'], url);
    }
    // The same key in another tenant is another batch; ops's wallets are not found there.
    const res = await credit({ wallet_ids: [live[0], foreign], transaction_amount: 5 }, KEY, acme);
    assert.equal(res.status, 202, JSON.stringify(res.body));
    assert.notEqual(res.body.data.id, id);
    await t.settle();
    const theirs = (await t.call(acme, 'GET', `${W}/bulk-credit/${res.body.data.id}`)).body.data;
    assert.deepEqual(
      theirs.results.map((r: Result) => [r.wallet_id, r.outcome, r.message]),
      [
        [live[0], 'skipped', 'Wallet not found.'],
        [foreign, 'credited', null],
      ],
    );
    assert.deepEqual(await balances([live[0]!]), ['15025']);
    const mine = await t.call(ops, 'GET', `${W}/bulk-credit/${res.body.data.id}`);
    assert.equal(mine.status, 404);
  });
});
